import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('points e-mail links at the port and domain the server runs on unless PUBLIC_URL is set', () => {
    expect(loadConfig({}).publicUrl).toBe('http://{church}.localhost:3000');
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://{church}.localhost:4100');
    expect(loadConfig({ PORT: '80', APP_DOMAIN: 'Example.App' }).publicUrl).toBe('http://{church}.example.app');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://{church}.congrega.app' }).publicUrl).toBe('https://{church}.congrega.app');
  });

  it('sends /admin to the staff console this server serves on admin.<APP_DOMAIN> unless ADMIN_URL is set', () => {
    expect(loadConfig({}).adminUrl).toBe('http://admin.localhost:3000/{lang}/{church}');
    expect(loadConfig({ PORT: '4100' }).adminUrl).toBe('http://admin.localhost:4100/{lang}/{church}');
    expect(loadConfig({ PORT: '80', APP_DOMAIN: 'Example.App' }).adminUrl).toBe('http://admin.example.app/{lang}/{church}');
    expect(loadConfig({ ADMIN_URL: 'https://staff.example.org/{lang}/{church}' }).adminUrl).toBe(
      'https://staff.example.org/{lang}/{church}',
    );
  });
});
