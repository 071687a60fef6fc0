import {afterEach, describe, expect, it, vi} from 'vitest';
import {saveOffline} from './offline';

/**
 * Stand-ins for the browser's service worker objects, enough for the page's side of saving: a
 * worker answers a 'save' through the port it is given, the way src/plugins/offline/sw.js does.
 */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'activated';
  constructor(private readonly answer: (port: MessagePort, worker: FakeWorker) => void) {
    super();
  }
  postMessage(_message: unknown, [port]: MessagePort[]) {
    this.answer(port!, this);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

const newCache = 'phoenix-docs-offline-b2';
const done = {type: 'done', bytes: 2_000_000, files: 300, cache: newCache};
const saved = {...done, updated: false};

/** The offline copies in the browser before the save. */
function cachesHolding(...names: string[]) {
  vi.stubGlobal('caches', {keys: async () => [...names, 'some-other-cache']});
}

function fakeSite(first: FakeWorker, next?: FakeWorker) {
  cachesHolding();
  const registration = {
    active: first as unknown as ServiceWorker,
    installing: null as ServiceWorker | null,
    waiting: null as ServiceWorker | null,
    update: vi.fn(async () => {
      if (!next || registration.active === (next as unknown as ServiceWorker)) return;
      registration.installing = next as unknown as ServiceWorker;
      next.state = 'installing';
      setTimeout(() => {
        registration.installing = null;
        registration.active = next as unknown as ServiceWorker;
        next.become('activated');
      }, 5);
    }),
  };
  vi.stubGlobal('navigator', {serviceWorker: {register: async () => registration, ready: Promise.resolve(registration)}});
  return registration;
}

afterEach(() => vi.unstubAllGlobals());

describe('saveOffline', () => {
  it("returns the worker's answer", async () => {
    fakeSite(new FakeWorker((port) => port.postMessage(done)));
    await expect(saveOffline('/', () => {})).resolves.toEqual(saved);
  });

  it("counts as updated only when another build's copy was there before", async () => {
    fakeSite(new FakeWorker((port) => port.postMessage(done)));
    cachesHolding(newCache);
    await expect(saveOffline('/', () => {})).resolves.toEqual(saved);
    cachesHolding('phoenix-docs-offline-a1');
    await expect(saveOffline('/', () => {})).resolves.toEqual({...done, updated: true});
    // An earlier save of the new build that stopped halfway changes nothing.
    cachesHolding('phoenix-docs-offline-a1', newCache);
    await expect(saveOffline('/', () => {})).resolves.toEqual({...done, updated: true});
  });

  it('saves through a newer worker that is still waiting to take over', async () => {
    // Chromium keeps the new worker waiting while the old one is busy, skipWaiting() or not.
    const registration = fakeSite(new FakeWorker((port) => port.postMessage({type: 'stale'})));
    const waiting = new FakeWorker((port) => port.postMessage(done));
    waiting.state = 'installed';
    registration.waiting = waiting as unknown as ServiceWorker;
    await expect(saveOffline('/', () => {})).resolves.toEqual(saved);
    expect(waiting.state).toBe('installed');
  });

  it('reports progress, and rejects with the message of an error', async () => {
    const progress: number[] = [];
    fakeSite(
      new FakeWorker((port) => {
        port.postMessage({type: 'progress', done: 20, total: 300});
        port.postMessage({type: 'error', message: 'HTTP 500'});
      }),
    );
    await expect(saveOffline('/', (n) => progress.push(n))).rejects.toThrow('HTTP 500');
    expect(progress).toEqual([20]);
  });

  it("asks the newer build's worker when the running one is an older build's", async () => {
    const registration = fakeSite(
      new FakeWorker((port) => port.postMessage({type: 'stale'})),
      new FakeWorker((port) => port.postMessage(done)),
    );
    await expect(saveOffline('/', () => {})).resolves.toEqual(saved);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('does not wait forever on a worker that is replaced before it answers', async () => {
    // The reload after a deploy: the browser installs the newer worker, which takes over at once,
    // and the older one, asked a moment before, is stopped without a word.
    const newer = new FakeWorker((port) => port.postMessage(done));
    const older = new FakeWorker((_port, self) => setTimeout(() => self.become('redundant'), 5));
    const registration = fakeSite(older, newer);
    const saving = saveOffline('/', () => {});
    setTimeout(() => (registration.active = newer as unknown as ServiceWorker), 1);
    await expect(saving).resolves.toEqual(saved);
  });

  it('moves on from a worker that stays silent to the one that is active now', async () => {
    const newer = new FakeWorker((port) => port.postMessage(done));
    const silent = new FakeWorker(() => {});
    const registration = fakeSite(silent);
    const saving = saveOffline('/', () => {}, {patience: 20});
    setTimeout(() => (registration.active = newer as unknown as ServiceWorker), 1);
    await expect(saving).resolves.toEqual(saved);
  });

  it('waits as long as it takes for a worker that works, however slowly', async () => {
    const slow = new FakeWorker((port) => {
      port.postMessage({type: 'progress', done: 0, total: 300});
      setTimeout(() => port.postMessage(done), 100);
    });
    fakeSite(slow);
    await expect(saveOffline('/', () => {}, {patience: 20})).resolves.toEqual(saved);
  });

  it('starts over when registering never settles', async () => {
    const registration = fakeSite(new FakeWorker((port) => port.postMessage(done)));
    const register = vi
      .fn()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValue(registration);
    vi.stubGlobal('navigator', {serviceWorker: {register, ready: Promise.resolve(registration)}});
    await expect(saveOffline('/', () => {}, {patience: 20})).resolves.toEqual(saved);
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('gives up after a few workers that all turn out stale', async () => {
    const registration = fakeSite(new FakeWorker((port) => port.postMessage({type: 'stale'})));
    await expect(saveOffline('/', () => {})).rejects.toThrow('could not be brought up to date');
    expect(registration.update).toHaveBeenCalledTimes(2);
  });
});
