// @vitest-environment happy-dom
import { liveEventNames } from '@sehat/core/realtime/live-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeLive, type LiveStatus } from './live-events';

class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data = '{}', lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId }));
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the tab’s shared event stream', () => {
  it('opens one stream for every subscriber, hands each its events, and closes after the last', () => {
    const chat = vi.fn();
    const bell = vi.fn();
    const statuses: LiveStatus[] = [];
    const leaveChat = subscribeLive({ events: { message: chat } });
    FakeEventSource.opened[0]!.emit('open');
    // A late subscriber hears at once that the stream is up.
    const leaveBell = subscribeLive({ events: { notification: bell }, onStatus: (s) => statuses.push(s) });
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(statuses).toEqual(['live']);

    const stream = FakeEventSource.opened[0]!;
    stream.emit('notification', '{"notification":null}', '7');
    stream.emit('message', '{"m":1}', '8');
    expect(bell).toHaveBeenCalledExactlyOnceWith('{"notification":null}');
    expect(chat).toHaveBeenCalledExactlyOnceWith('{"m":1}');

    leaveChat();
    expect(stream.readyState).toBe(1);
    leaveBell();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    // A later subscriber starts a fresh stream, from now.
    const leave = subscribeLive({ events: {} });
    expect(FakeEventSource.opened[1]!.url).not.toContain('lastEventId');
    leave();
  });

  it('listens to exactly the live events core lists (ADR 240)', () => {
    const heard: string[] = [];
    const names = [...liveEventNames, 'not_in_core'];
    // A handler for a name core does not list too: a stream that listened to it would call it.
    const events = Object.fromEntries(names.map((name) => [name, () => heard.push(name)]));
    const leave = subscribeLive({ events });
    const stream = FakeEventSource.opened[0]!;
    for (const name of names) stream.emit(name);
    expect(heard).toEqual(liveEventNames);
    expect(liveEventNames).toContain('typing');
    leave();
  });
});
