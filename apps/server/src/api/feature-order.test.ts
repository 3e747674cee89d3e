import { describe, expect, it } from 'vitest';
import { inDependencyOrder, type PluginMeta } from './feature-order';

const meta = (item: PluginMeta | null) => item ?? undefined;
const names = (items: (PluginMeta | null)[]) => items.map((item) => item?.name ?? 'routes only');

describe('the order features are registered in', () => {
  it('puts each feature after the ones it depends on and keeps the rest in place', () => {
    const chat = { name: 'chat', dependencies: ['platform', 'notifications'] };
    const notifications = { name: 'notifications', dependencies: ['platform', 'push'] };
    const push = { name: 'push', dependencies: ['platform'] };
    expect(names(inDependencyOrder([null, chat, notifications, push], meta))).toEqual([
      'routes only',
      'push',
      'notifications',
      'chat',
    ]);
  });

  it('refuses features that depend on each other in a circle', () => {
    const auth = { name: 'auth', dependencies: ['users'] };
    const users = { name: 'users', dependencies: ['auth'] };
    expect(() => inDependencyOrder([auth, users], meta)).toThrow(
      'features depend on each other in a circle: auth, users',
    );
  });
});
