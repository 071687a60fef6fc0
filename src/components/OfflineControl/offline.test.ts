import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {rememberOffline, removeOffline, saveOffline} from './offline';

/**
 * Stand-ins for the browser's service-worker objects, enough for the page's side of saving: a
 * worker saves while it installs, as src/plugins/offline/sw.js does, telling the site's windows its
 * progress, and then takes over (its build's copy complete, the older copies deleted) or, when the
 * save fails, becomes redundant.
 */
class FakeWorker extends EventTarget {
  constructor(
    readonly build: string,
    public state: ServiceWorkerState = 'installing',
  ) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The Cache Storage of the page's origin: each cache by name, with the completion marker or not. */
let stored: Map<string, {complete?: {build: string; bytes: number; files: number}}>;
/** What the page's window hears from workers. */
let container: EventTarget & {register: ReturnType<typeof vi.fn>};
let registration: {
  installing: FakeWorker | null;
  waiting: FakeWorker | null;
  active: FakeWorker | null;
  update: ReturnType<typeof vi.fn>;
  unregister: ReturnType<typeof vi.fn>;
};
/** Whether the browser decodes AVIF pictures. */
let readsAvif: boolean;
/** The workers that `update()` finds, one per call, in order; none when the list is empty. */
let newerWorkers: Array<{worker: FakeWorker; fails?: string}>;

const cacheOf = (build: string) => `phoenix-docs-offline-${build}`;
const copyOf = (build: string) => ({build, bytes: 2_000_000, files: 300});

/** An active worker of `build` with its complete copy, as a save of that build left them. */
function savedBefore(build: string) {
  registration.active = new FakeWorker(build, 'activated');
  stored.set(cacheOf(build), {complete: copyOf(build)});
}

const tell = (data: object) => container.dispatchEvent(new MessageEvent('message', {data}));

/** The worker saves (progress, then the marker) and takes over, or fails with `fails`. */
function install(worker: FakeWorker, fails?: string) {
  registration.installing = worker;
  stored.set(cacheOf(worker.build), {});
  setTimeout(() => {
    tell({type: 'offline-progress', done: 0, total: 300, build: worker.build});
    tell({type: 'offline-progress', done: 20, total: 300, build: worker.build});
    registration.installing = null;
    if (fails) {
      tell({type: 'offline-error', message: fails, build: worker.build});
      worker.become('redundant');
      return;
    }
    stored.set(cacheOf(worker.build), {complete: copyOf(worker.build)});
    const older = registration.active;
    registration.active = worker;
    for (const name of stored.keys()) if (name !== cacheOf(worker.build)) stored.delete(name);
    older?.become('redundant');
    worker.become('activated');
  }, 2);
}

beforeEach(() => {
  stored = new Map();
  newerWorkers = [];
  registration = {
    installing: null,
    waiting: null,
    active: null,
    update: vi.fn(async () => {
      const next = newerWorkers.shift();
      if (next) install(next.worker, next.fails);
    }),
    unregister: vi.fn(async () => {
      registration.active = null;
      return true;
    }),
  };
  container = Object.assign(new EventTarget(), {register: vi.fn(async () => registration)});
  vi.stubGlobal('navigator', {serviceWorker: container});
  vi.stubGlobal('caches', {
    keys: async () => [...stored.keys(), 'some-other-cache'],
    open: async (name: string) => ({
      match: async (url: string) => {
        const complete = stored.get(name)?.complete;
        return url === '/__offline-complete__' && complete ? new Response(JSON.stringify(complete)) : undefined;
      },
    }),
    delete: async (name: string) => stored.delete(name),
  });
  readsAvif = true;
  // The page's check of the browser's picture formats decodes a picture in AVIF.
  vi.stubGlobal(
    'Image',
    class {
      src = '';
      decode = async () => {
        if (this.src.startsWith('data:image/avif;base64,') && !readsAvif) throw new DOMException('no AVIF', 'EncodingError');
      };
    },
  );
  const storage = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('saveOffline', () => {
  it('a first save follows the installing worker until it takes over, reporting its progress', async () => {
    container.register.mockImplementation(async () => (install(new FakeWorker('b2')), registration));
    const progress: number[] = [];
    await expect(saveOffline('/', (done) => progress.push(done))).resolves.toEqual({...copyOf('b2'), updated: false});
    expect(progress).toEqual([0, 20]);
    expect(registration.update).not.toHaveBeenCalled();
  });

  it('asks the worker for the pictures in the format the browser shows: AVIF where it decodes it, WebP where not', async () => {
    let builds = 0;
    container.register.mockImplementation(async () => (install(new FakeWorker(`b${++builds}`)), registration));
    await saveOffline('/', () => {});
    readsAvif = false;
    await saveOffline('/', () => {});
    expect(container.register.mock.calls.map(([script]) => script)).toEqual(['/sw.js?pictures=avif', '/sw.js?pictures=webp']);
  });

  it('with nothing newer, or no network, the copy saved before is the answer', async () => {
    savedBefore('a1');
    rememberOffline(true, 'a1');
    await expect(saveOffline('/', () => {})).resolves.toEqual({...copyOf('a1'), updated: false});
    registration.update.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(saveOffline('/', () => {})).resolves.toEqual({...copyOf('a1'), updated: false});
  });

  it("saves a newer build's files when the site has one, and says so", async () => {
    savedBefore('a1');
    rememberOffline(true, 'a1');
    newerWorkers.push({worker: new FakeWorker('b2')});
    await expect(saveOffline('/', () => {})).resolves.toEqual({...copyOf('b2'), updated: true});
    expect([...stored.keys()]).toEqual([cacheOf('b2')]);
  });

  it('says so too when the browser saved the newer build on its own before the page asked', async () => {
    // The browser looks for a newer sw.js on every visit; its worker may have taken over already.
    savedBefore('b2');
    rememberOffline(true, 'a1');
    await expect(saveOffline('/', () => {})).resolves.toEqual({...copyOf('b2'), updated: true});
  });

  it('without storage, a complete copy of another build found beside the new one counts as an update', async () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
      },
    });
    savedBefore('a1');
    newerWorkers.push({worker: new FakeWorker('b2')});
    await expect(saveOffline('/', () => {})).resolves.toEqual({...copyOf('b2'), updated: true});
  });

  it("a copy left halfway by a failed save is not the reader's copy", async () => {
    stored.set(cacheOf('a1'), {});
    container.register.mockImplementation(async () => (install(new FakeWorker('b2')), registration));
    await expect(saveOffline('/', () => {})).resolves.toEqual({...copyOf('b2'), updated: false});
  });

  it('a save that fails is tried again with the next worker', async () => {
    container.register.mockImplementation(async () => (install(new FakeWorker('b2'), 'HTTP 503'), registration));
    newerWorkers.push({worker: new FakeWorker('b2')});
    await expect(saveOffline('/', () => {})).resolves.toEqual({...copyOf('b2'), updated: false});
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it("rejects with the worker's reason when every try fails", async () => {
    container.register.mockImplementation(async () => (install(new FakeWorker('b2'), 'HTTP 500'), registration));
    newerWorkers.push({worker: new FakeWorker('b2'), fails: 'HTTP 500'}, {worker: new FakeWorker('b2'), fails: 'HTTP 500'});
    await expect(saveOffline('/', () => {})).rejects.toThrow('HTTP 500');
    expect(registration.update).toHaveBeenCalledTimes(2);
    // What the tries saved halfway goes; nothing was complete.
    expect([...stored.keys()]).toEqual([]);
  });

  it('leaves alone the cache of a worker the browser is still installing when it gives up', async () => {
    container.register.mockImplementation(async () => (install(new FakeWorker('b2'), 'HTTP 500'), registration));
    const last = new FakeWorker('b2');
    // As the last try fails, the browser has found a newer build on its own and saves it.
    last.addEventListener('statechange', () => {
      registration.installing = new FakeWorker('c3');
      stored.set(cacheOf('c3'), {});
    });
    newerWorkers.push({worker: new FakeWorker('b2'), fails: 'HTTP 500'}, {worker: last, fails: 'HTTP 500'});
    await expect(saveOffline('/', () => {})).rejects.toThrow('HTTP 500');
    expect([...stored.keys()]).toContain(cacheOf('c3'));
  });

  it('keeps the complete older copy when a newer build cannot be saved', async () => {
    savedBefore('a1');
    const failing = () => ({worker: new FakeWorker('b2'), fails: 'HTTP 500'});
    newerWorkers.push(failing(), failing(), failing());
    await expect(saveOffline('/', () => {})).rejects.toThrow('HTTP 500');
    expect([...stored.keys()]).toEqual([cacheOf('a1')]);
    expect(registration.active?.build).toBe('a1');
  });

  it('moves on to the newer worker when the one it follows is replaced', async () => {
    // The reload after a deploy: the browser installs the newer worker, which takes over at once,
    // and the one being followed is dropped.
    const replaced = new FakeWorker('b2');
    container.register.mockImplementation(async () => {
      registration.installing = replaced;
      setTimeout(() => {
        registration.installing = null;
        replaced.become('redundant');
        install(new FakeWorker('c3'));
      }, 1);
      return registration;
    });
    await expect(saveOffline('/', () => {})).resolves.toEqual({...copyOf('c3'), updated: false});
  });

  it('registers afresh when the worker in charge has lost its copy', async () => {
    registration.active = new FakeWorker('a1', 'activated');
    container.register
      .mockImplementationOnce(async () => registration)
      .mockImplementationOnce(async () => (install(new FakeWorker('a1')), registration));
    await expect(saveOffline('/', () => {})).resolves.toEqual({...copyOf('a1'), updated: false});
    expect(registration.unregister).toHaveBeenCalledTimes(1);
  });

  it('stops listening to the workers when it is done', async () => {
    savedBefore('a1');
    const remove = vi.spyOn(container, 'removeEventListener');
    await saveOffline('/', () => {});
    expect(remove).toHaveBeenCalledWith('message', expect.any(Function));
  });
});

describe('removeOffline', () => {
  it('unregisters the worker, deletes the copies and forgets the choice and the build', async () => {
    savedBefore('a1');
    rememberOffline(true, 'a1');
    const registrations = [{scope: 'http://localhost/', unregister: vi.fn(async () => true)}];
    Object.assign(container, {getRegistrations: async () => registrations});
    await removeOffline('/');
    expect(registrations[0]!.unregister).toHaveBeenCalled();
    expect([...stored.keys()]).toEqual([]);
    expect(window.localStorage.getItem('phoenix-docs-offline')).toBeNull();
    expect(window.localStorage.getItem('phoenix-docs-offline-build')).toBeNull();
  });
});
