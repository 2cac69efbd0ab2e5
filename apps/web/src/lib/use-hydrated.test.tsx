import { act, lazy, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated, useHydratedAtOnce } from './use-hydrated';

const renders: boolean[] = [];

function Shown() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'canlı' : 'sunucu'}</p>;
}

function Page({ later }: { later: boolean }) {
  return (
    <main>
      <Shown />
      <Shown />
      {later && <Shown />}
    </main>
  );
}

function Host() {
  const [later, setLater] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLater(true)}>
        ekle
      </button>
      <Page later={later} />
    </>
  );
}

afterEach(() => {
  renders.length = 0;
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false on the server, hydrates without a mismatch and then turns true in one render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Host />);
    document.body.append(container);
    expect(container.textContent).toBe('ekle' + 'sunucu'.repeat(2));
    renders.length = 0;

    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Host />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('ekle' + 'canlı'.repeat(2));
    // Each part drew the server's view while hydrating and the live view once after.
    expect(renders).toEqual([false, false, true, true]);

    // A part drawn after the page is live shows the live view at once.
    renders.length = 0;
    await act(async () => container.querySelector('button')?.click());
    expect(container.textContent).toBe('ekle' + 'canlı'.repeat(3));
    expect(renders.at(-1)).toBe(true);
    expect(renders).not.toContain(false);
  });

  it('matches the server in a part that hydrates later, after its chunk arrives', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Shown />
      </Suspense>,
    );
    document.body.append(container);
    let arrive: (module: { default: typeof Shown }) => void = () => undefined;
    const LateShown = lazy(() => new Promise<{ default: typeof Shown }>((r) => (arrive = r)));

    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Suspense fallback={null}>
          <LateShown />
        </Suspense>,
        { onRecoverableError },
      );
    });
    expect(container.textContent).toBe('sunucu');
    await act(async () => arrive({ default: Shown }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('canlı');
  });

  it('turns true at once for a part that needs it, in the commit after its hydration', async () => {
    const seen: boolean[] = [];
    function AtOnce() {
      const live = useHydratedAtOnce();
      seen.push(live);
      return <button type="button">{live ? 'canlı' : 'hazırlanıyor'}</button>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AtOnce />);
    document.body.append(container);
    expect(container.textContent).toBe('hazırlanıyor');
    seen.length = 0;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <AtOnce />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('canlı');
    expect(seen).toEqual([false, true]);
  });
});
