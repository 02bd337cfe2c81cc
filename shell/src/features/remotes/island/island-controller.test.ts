import { afterEach, expect, test, vi } from 'vitest';
import { ISLAND_READY_ATTRIBUTE, LISTED_RELEASE } from '@tla/platform/contracts/page-protocol';
import {
  createIslandController,
  type IslandOptions,
  type MountedRoot,
  type MountOptions,
} from './island-controller';
import type { StandInHtml } from './island-machine';
import type { LoadStrategy } from './load-strategy';

type Code = { buildId?: string };
type View = { navigate: (to: string) => void; page: string };

const prerendered: StandInHtml = {
  kind: 'prerendered',
  fragment: { html: '<h1>Latest posts</h1>', buildId: 'blog-build-1' },
};

/** The code of each attempt, arriving (or failing) when the test says. */
function codeOnCall() {
  const settles: { resolve: (code: Code) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    (_attempt: number) =>
      new Promise<Code>((resolve, reject) => {
        settles.push({ resolve, reject });
      }),
  );
  /** Settles the latest load, and lets its callbacks run. */
  const arrive = async (code: Code = { buildId: 'blog-build-1' }) => {
    settles.at(-1)?.resolve(code);
    await Promise.resolve();
  };
  const fail = async (error = new Error('offline')) => {
    settles.at(-1)?.reject(error);
    await Promise.resolve();
  };
  return { load, arrive, fail };
}

/** The roots the island made: where, with what, and what the test can report from inside each. */
function rootsMade() {
  const made: {
    element: HTMLElement;
    view: View;
    options: MountOptions;
    root: MountedRoot<View> & {
      render: ReturnType<typeof vi.fn>;
      unmount: ReturnType<typeof vi.fn>;
    };
  }[] = [];
  const mount = vi.fn((element: HTMLElement, _code: Code, view: View, options: MountOptions) => {
    const root = { render: vi.fn(), unmount: vi.fn() };
    made.push({ element, view, options, root });
    return root;
  });
  return { mount, made, last: () => made.at(-1) };
}

/** A strategy the test fires by hand. */
function strategyByHand() {
  const stop = vi.fn();
  let fire = () => {};
  const strategy: LoadStrategy = vi.fn((_element: HTMLElement, load: () => void) => {
    fire = load;
    return stop;
  });
  return { strategy, stop, fire: () => fire() };
}

function islandWith(overrides: Partial<IslandOptions<Code, View>> = {}) {
  const code = codeOnCall();
  const roots = rootsMade();
  const navigate = vi.fn();
  const onShown = vi.fn();
  const controller = createIslandController<Code, View>({
    key: 'mf_blog/blog-routes',
    label: 'Blog',
    standIn: prerendered,
    deferred: false,
    strategies: [],
    load: code.load,
    mount: roots.mount,
    view: { navigate, page: 'first' },
    onShown,
    ...overrides,
  });
  const element = document.createElement('div');
  document.body.append(element);
  const changes = vi.fn();
  /** On the page, as React puts it there: the element first, then the subscription. */
  const show = () => {
    const detach = controller.attach(element);
    const leave = controller.subscribe(changes);
    return { detach, leave };
  };
  return { controller, element, changes, show, navigate, onShown, ...code, ...roots };
}

afterEach(() => document.body.replaceChildren());

test('an island wanted at once asks for its code once it is on the page, not before', () => {
  const island = islandWith();
  island.controller.attach(island.element);
  expect(island.load).not.toHaveBeenCalled();

  island.controller.subscribe(island.changes);
  expect(island.load).toHaveBeenCalledExactlyOnceWith(0);
  expect(island.onShown).toHaveBeenCalledTimes(1);
  expect(island.controller.getSnapshot().phase).toBe('loading');
});

test('a deferred island waits for its strategies; the first to fire loads it, and all stop', () => {
  const near = strategyByHand();
  const reached = strategyByHand();
  const island = islandWith({ deferred: true, strategies: [near.strategy, reached.strategy] });
  island.show();
  expect(near.strategy).toHaveBeenCalledWith(island.element, expect.any(Function));
  expect(reached.strategy).toHaveBeenCalledWith(island.element, expect.any(Function));
  expect(island.controller.getSnapshot().phase).toBe('waiting');
  expect(island.load).not.toHaveBeenCalled();

  reached.fire();
  expect(island.controller.getSnapshot().phase).toBe('loading');
  expect(island.changes).toHaveBeenCalledTimes(1);
  expect(island.load).toHaveBeenCalledExactlyOnceWith(0);
  expect(near.stop).toHaveBeenCalledTimes(1);
  expect(reached.stop).toHaveBeenCalledTimes(1);
  near.fire(); // late: ignored
  expect(island.load).toHaveBeenCalledTimes(1);
});

test('a strategy that wants the island at once starts no other', () => {
  const atOnce: LoadStrategy = vi.fn((_element: HTMLElement, load: () => void) => {
    load();
    return () => {};
  });
  const other = strategyByHand();
  const island = islandWith({ deferred: true, strategies: [atOnce, other.strategy] });
  island.show();
  expect(other.strategy).not.toHaveBeenCalled();
  expect(island.load).toHaveBeenCalledExactlyOnceWith(0);
});

test('a deferred island left before the reader came near stops watching', () => {
  const near = strategyByHand();
  const island = islandWith({ deferred: true, strategies: [near.strategy] });
  island.show().leave();
  expect(near.stop).toHaveBeenCalledTimes(1);
});

test('code of the build that made the HTML hydrates it; ready once its page has mounted', async () => {
  const island = islandWith();
  island.show();
  await island.arrive({ buildId: 'blog-build-1' });

  expect(island.mount).toHaveBeenCalledExactlyOnceWith(
    island.element,
    { buildId: 'blog-build-1' },
    { navigate: island.navigate, page: 'first' },
    expect.objectContaining({ hydrate: true }),
  );
  expect(island.controller.getSnapshot().phase).toBe('hydrating');
  expect(island.element).not.toHaveAttribute(ISLAND_READY_ATTRIBUTE);

  island.last()?.options.onMount();
  expect(island.controller.getSnapshot().phase).toBe('ready');
  expect(island.element).toHaveAttribute(ISLAND_READY_ATTRIBUTE, 'true');
});

test('code of another build renders afresh', async () => {
  const island = islandWith();
  island.show();
  await island.arrive({ buildId: 'blog-build-2' });
  expect(island.last()?.options.hydrate).toBe(false);
  expect(island.controller.getSnapshot().phase).toBe('rendering');
});

test('a composed page’s island: code of the build remotes.json lists hydrates it, another renders afresh', async () => {
  const composed: StandInHtml = {
    kind: 'prerendered',
    fragment: { html: '<h1>Latest posts</h1>', buildId: LISTED_RELEASE },
  };
  for (const [codeBuild, hydrate] of [
    ['blog-build-2', true],
    ['blog-build-1', false],
  ] as const) {
    const island = islandWith({ standIn: composed, listedRelease: async () => 'blog-build-2' });
    island.show();
    await island.arrive({ buildId: codeBuild });
    await vi.waitFor(() => expect(island.last()?.options.hydrate).toBe(hydrate));
  }
});

test('the island renders along with the shell only once ready, with the shell’s latest view', async () => {
  const island = islandWith();
  island.show();
  await island.arrive();
  const root = island.last()?.root;
  // While hydrating, an update would make React throw the server HTML away.
  island.controller.follow({ navigate: island.navigate, page: 'second' });
  expect(root?.render).not.toHaveBeenCalled();

  island.last()?.options.onMount();
  island.controller.follow({ navigate: island.navigate, page: 'third' });
  expect(root?.render).toHaveBeenCalledExactlyOnceWith({
    navigate: island.navigate,
    page: 'third',
  });
});

test('HTML fetched ahead is written into the element when it is attached, then rendered afresh', async () => {
  const island = islandWith({ standIn: { kind: 'fetched', html: '<h1>Latest posts</h1>' } });
  island.show();
  expect(island.element.innerHTML).toBe('<h1>Latest posts</h1>');

  await island.arrive({ buildId: 'blog-build-1' });
  expect(island.last()?.options.hydrate).toBe(false);
});

/** An island showing HTML fetched ahead, and the paint its root waits for, made when the test says. */
function islandFetchedAhead() {
  const painted: (() => void)[] = [];
  const island = islandWith({
    standIn: { kind: 'fetched', html: '<h1>Latest posts</h1>' },
    afterPaint: (task) => painted.push(task),
  });
  return { ...island, paint: () => painted.splice(0).forEach((task) => task()) };
}

test('HTML fetched ahead reaches the screen before its code renders over it', async () => {
  const island = islandFetchedAhead();
  island.show();

  await island.arrive({ buildId: 'blog-build-1' });
  expect(island.mount).not.toHaveBeenCalled();
  expect(island.element.innerHTML).toBe('<h1>Latest posts</h1>');

  island.paint();
  expect(island.last()?.options.hydrate).toBe(false);
});

test('an island left before the frame was painted makes no root', async () => {
  const island = islandFetchedAhead();
  const { leave } = island.show();
  await island.arrive({ buildId: 'blog-build-1' });

  leave();
  island.paint();
  expect(island.mount).not.toHaveBeenCalled();
});

test('until the island has a root, a plain click on one of its links is followed by the router', async () => {
  const island = islandWith();
  island.element.innerHTML = '<a href="/blog/first-post?tag=sol#start">First post</a>';
  const link = island.element.querySelector('a');
  // jsdom cannot navigate: keep the page where it is whatever the island does.
  const keepPage = (event: Event) => event.preventDefault();
  document.addEventListener('click', keepPage);
  island.show();

  link?.click();
  expect(island.navigate).toHaveBeenCalledExactlyOnceWith('/blog/first-post?tag=sol#start');

  await island.arrive();
  link?.click();
  expect(island.navigate).toHaveBeenCalledTimes(1);
  document.removeEventListener('click', keepPage);
});

test('code that fails to load leaves the section unavailable; Retry loads the next attempt into its new element', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const island = islandWith();
  const { detach } = island.show();
  const error = new Error('offline');
  await island.fail(error);

  expect(island.controller.getSnapshot()).toEqual({
    phase: 'unavailable',
    attempt: 0,
    standIn: undefined,
  });
  expect(warn).toHaveBeenCalledExactlyOnceWith('The Blog section failed to load:', error);
  // The section shows its message instead of the element.
  detach?.();

  island.controller.retry();
  expect(island.controller.getSnapshot().phase).toBe('loading');
  expect(island.load).toHaveBeenCalledTimes(1);
  const again = document.createElement('div');
  island.controller.attach(again);
  expect(island.load).toHaveBeenLastCalledWith(1);

  await island.arrive({ buildId: 'blog-build-1' });
  expect(island.mount).toHaveBeenCalledExactlyOnceWith(
    again,
    expect.anything(),
    expect.anything(),
    expect.objectContaining({ hydrate: false }),
  );
});

test('a root that breaks: a page’s chunk that failed to load leaves it unavailable, a crash crashed; its root goes', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const [failedToLoad, phase, said] of [
    [true, 'unavailable', 'The Blog section failed to load:'],
    [false, 'crashed', 'The Blog section crashed:'],
  ] as const) {
    const island = islandWith();
    island.show();
    await island.arrive();
    const made = island.last();
    made?.options.onMount();
    const error = new Error('broke');
    made?.options.onUncaughtError(error, failedToLoad);

    expect(island.controller.getSnapshot().phase).toBe(phase);
    expect(warn).toHaveBeenLastCalledWith(said, error);
    expect(made?.root.unmount).toHaveBeenCalledTimes(1);
    // What the dead root says afterwards changes nothing.
    made?.options.onMount();
    expect(island.controller.getSnapshot().phase).toBe(phase);
  }
});

test('a root that breaks while it is being made is unmounted as soon as it is made', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const unmount = vi.fn();
  const island = islandWith({
    mount: (_element, _code, _view, options) => {
      options.onUncaughtError(new Error('broke at once'), false);
      return { render: vi.fn(), unmount };
    },
  });
  island.show();
  await island.arrive();
  expect(island.controller.getSnapshot().phase).toBe('crashed');
  expect(unmount).toHaveBeenCalledTimes(1);
});

test('left while loading, the island ignores the code that arrives later', async () => {
  const island = islandWith();
  const { leave } = island.show();
  leave();
  await island.arrive();
  expect(island.mount).not.toHaveBeenCalled();
  expect(island.controller.getSnapshot().phase).toBe('loading');
});

test('left once rendered, its root is unmounted and its late reports go unheard', async () => {
  const error = vi.mocked(console.error);
  const island = islandWith();
  const { leave } = island.show();
  await island.arrive();
  const made = island.last();
  leave();
  expect(made?.root.unmount).toHaveBeenCalledTimes(1);

  made?.options.onRecoverableError(new Error('left mid-way'));
  made?.options.onUncaughtError(new Error('left mid-way'), false);
  expect(error).not.toHaveBeenCalled();
  expect(island.controller.getSnapshot().phase).toBe('hydrating');
});

test('a hydration React recovered from is logged while the island is on the page', async () => {
  const error = vi.mocked(console.error).mockImplementation(() => {});
  const island = islandWith();
  island.show();
  await island.arrive();
  const recovered = new Error('mismatch');
  island.last()?.options.onRecoverableError(recovered);
  expect(error).toHaveBeenCalledExactlyOnceWith(
    'Hydration of mf_blog/blog-routes recovered:',
    recovered,
  );
});

test('put on the page a second time (as StrictMode does), it loads again and mounts once', async () => {
  const island = islandWith();
  const { detach, leave } = island.show();
  detach?.();
  leave();
  island.show();
  expect(island.load).toHaveBeenCalledTimes(2);
  expect(island.onShown).toHaveBeenCalledTimes(2);

  await island.arrive();
  expect(island.mount).toHaveBeenCalledTimes(1);
});

test('code that arrives while the element is away (hidden by a suspending parent) is asked for again once it is back', async () => {
  const island = islandWith();
  const { detach } = island.show();
  detach?.();
  await island.arrive();
  expect(island.mount).not.toHaveBeenCalled();

  island.controller.attach(island.element);
  expect(island.load).toHaveBeenCalledTimes(2);
  await island.arrive();
  expect(island.mount).toHaveBeenCalledTimes(1);
});
