// A fake of the three address services (postcode of Brazil, postcode of other countries, countries and states) on
// loopback, for tests and the e2e server: the same paths and answer shapes as the real ones (spec section 7).
//   GET /br/{cep}/json/          ViaCEP-like: {cep, logradouro, bairro, localidade, uf} or {erro: true}
//   GET /intl/{country}/{code}   Zippopotam-like: {"post code", country, places: [{"place name", state, "state abbreviation"}]}
//   GET /states/{country}/states/ with header X-CSCAPI-KEY: [{name, iso2}]
// CEP 99999999 answers 500 and 88888888 never answers (a service that is down or hangs).
import http from 'node:http';

export const FAKE_STATES_API_KEY = 'fake-states-key';

const CEPS = {
  '01310100': { cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  30140071: { cep: '30140-071', logradouro: 'Rua da Bahia', bairro: 'Centro', localidade: 'Belo Horizonte', uf: 'MG' },
};
const POSTCODES = {
  'US/90210': {
    'post code': '90210',
    country: 'United States',
    places: [{ 'place name': 'Beverly Hills', state: 'California', 'state abbreviation': 'CA' }],
  },
};
const STATES = {
  BR: [
    { name: 'Minas Gerais', iso2: 'MG' },
    { name: 'Rio de Janeiro', iso2: 'RJ' },
    { name: 'São Paulo', iso2: 'SP' },
  ],
  US: [
    { name: 'California', iso2: 'CA' },
    { name: 'New York', iso2: 'NY' },
  ],
};

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Starts the fake on 127.0.0.1:`port` (0 = any free port). Resolves to { urls, calls, close }. */
export async function startFakeAddressService(port = 0) {
  const calls = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(url.pathname);
    let m = url.pathname.match(/^\/br\/(\d{8})\/json\/$/);
    if (m) {
      if (m[1] === '99999999') return send(res, 500, { error: 'down' });
      if (m[1] === '88888888') return; // hangs: the caller's timeout must end it
      return send(res, 200, CEPS[m[1]] ?? { erro: true });
    }
    m = url.pathname.match(/^\/intl\/([A-Za-z]{2})\/([^/]+)$/);
    if (m) {
      const hit = POSTCODES[`${m[1].toUpperCase()}/${decodeURIComponent(m[2]).toUpperCase()}`];
      return hit ? send(res, 200, hit) : send(res, 404, {});
    }
    m = url.pathname.match(/^\/states\/([A-Za-z]{2})\/states\/$/);
    if (m) {
      if (req.headers['x-cscapi-key'] !== FAKE_STATES_API_KEY) return send(res, 401, { error: 'Unauthorized' });
      return send(res, 200, STATES[m[1].toUpperCase()] ?? []);
    }
    send(res, 404, {});
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    urls: { brazil: `${base}/br/`, postcode: `${base}/intl/`, states: `${base}/states/`, statesApiKey: FAKE_STATES_API_KEY },
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `node scripts/lib/fake-address-service.mjs [port]`: run it by hand (manual testing).
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeAddressService(Number(process.argv[2] ?? 0));
  console.log(JSON.stringify(fake.urls));
}
