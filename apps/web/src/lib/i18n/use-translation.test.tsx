import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './store.ts';
import { testLoader } from './test-catalogues.ts';
import { useTranslation } from './use-translation.ts';

function Greeting({ name }: { name: string }) {
  const { t } = useTranslation();
  return <p>{t('hello', { name })}</p>;
}

function Wall({ count }: { count: number }) {
  const { t, i18n: current } = useTranslation(['prayer', 'common']);
  return (
    <section lang={current.language}>
      <h1>{t('title')}</h1>
      <p>{t('items', { count })}</p>
      <p>{t('common:hello', { name: 'Ana' })}</p>
    </section>
  );
}

afterEach(cleanup);

describe('useTranslation', () => {
  it('suspends while its namespaces load, then shows the texts', async () => {
    const loader = testLoader({ hold: true });
    const started = i18n.init({ language: 'pt-BR', load: loader.load });
    loader.release();
    await started;
    // Rendered in an awaited act: React retries a suspended render only then (testing-library's render is sync).
    await act(async () => {
      render(
        <Suspense fallback={<p>carregando</p>}>
          <Wall count={3} />
        </Suspense>,
      );
    });
    expect(screen.getByText('carregando')).toBeTruthy();
    expect(loader.calls).toEqual(['pt-BR/common', 'pt-BR/prayer']);
    await act(async () => loader.release());
    expect((await screen.findByRole('heading')).textContent).toBe('Mural de oração');
    expect(screen.getByText('3 pedidos')).toBeTruthy();
    expect(screen.getByText('Olá, Ana')).toBeTruthy();
  });

  it('re-renders with the new language after a switch, with a new t', async () => {
    await i18n.init({ language: 'pt-BR', load: testLoader().load, namespaces: ['prayer'] });
    const titles: string[] = [];
    function Title() {
      const { t } = useTranslation('prayer');
      useEffect(() => void titles.push(t('title')), [t]);
      return null;
    }
    render(
      <Suspense fallback={null}>
        <Wall count={1} />
        <Title />
      </Suspense>,
    );
    expect(screen.getByText('1 pedido')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading').textContent).toBe('Prayer wall');
    expect(screen.getByText('1 request')).toBeTruthy();
    expect(screen.getByText('Hello, Ana')).toBeTruthy();
    expect(screen.getByRole('heading').closest('section')?.lang).toBe('en');
    expect(titles).toEqual(['Mural de oração', 'Prayer wall']);
  });

  it('shows the pt-BR text once it arrives when the current language lacks one', async () => {
    await i18n.init({ language: 'en', load: testLoader().load });
    function Missing() {
      const { t } = useTranslation();
      return <p data-testid="text">{t('onlyInSource')}</p>;
    }
    render(<Missing />);
    expect(screen.getByTestId('text').textContent).toBe('onlyInSource');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('text').textContent).toBe('Só em português');
  });

  it('renders markup in values as text (React escapes it; no HTML is made)', async () => {
    await i18n.init({ language: 'pt-BR', load: testLoader().load });
    const { container } = render(<Greeting name={'<b>Ana</b> & <script>alert(1)</script>'} />);
    expect(container.querySelector('b, script')).toBeNull();
    expect(container.textContent).toBe('Olá, <b>Ana</b> & <script>alert(1)</script>');
  });

  it('shows keys, without suspending, when a catalogue cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await i18n.init({ language: 'es', load: testLoader({ fail: (id) => id.endsWith('/prayer') }).load });
    await act(async () => {
      render(
        <Suspense fallback={<p>cargando</p>}>
          <Wall count={2} />
        </Suspense>,
      );
    });
    expect((await screen.findByRole('heading')).textContent).toBe('title');
    expect(screen.getByText('items')).toBeTruthy();
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
