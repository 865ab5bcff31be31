import { describe, expect, it, vi } from 'vitest';
import type { LessonProgressRequest } from '@dokkho/contract/learning';
import { createProgressSaver } from './progress-saver';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createProgressSaver', () => {
  it('sends a position only when it moved, one request at a time, the newest winning', async () => {
    const sent: [LessonProgressRequest, boolean][] = [];
    const gates: ReturnType<typeof deferred>[] = [];
    const saver = createProgressSaver({
      initialPosition: 30,
      initiallyCompleted: false,
      send: (body, { keepalive }) => {
        sent.push([body, keepalive]);
        const gate = deferred();
        gates.push(gate);
        return gate.promise;
      },
    });

    saver.savePosition(30.7); // the same whole second as the saved position: nothing to send
    expect(sent).toEqual([]);
    saver.savePosition(45.2);
    saver.savePosition(50); // queued behind the request in flight...
    saver.savePosition(61.9); // ...and replaced by the newer one
    expect(sent).toEqual([[{ position_seconds: 45 }, false]]);
    gates[0]!.resolve();
    await flushPromises();
    expect(sent).toEqual([
      [{ position_seconds: 45 }, false],
      [{ position_seconds: 61 }, false],
    ]);
    gates[1]!.resolve();
    await flushPromises();
    saver.savePosition(61.4); // already saved
    expect(sent).toHaveLength(2);
  });

  it('marks the lesson done once, and not at all when it already is', async () => {
    const send = vi.fn(() => Promise.resolve());
    const saver = createProgressSaver({ initialPosition: 0, initiallyCompleted: false, send });
    saver.markComplete(18.4);
    saver.markComplete(19);
    await flushPromises();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ completed: true, position_seconds: 18 }, { keepalive: false });

    const done = vi.fn(() => Promise.resolve());
    const again = createProgressSaver({ initialPosition: 0, initiallyCompleted: true, send: done });
    again.markComplete(19);
    expect(done).not.toHaveBeenCalled();
    // Un-marked by the learner's toggle: watching to the end marks it again.
    again.syncCompleted(false);
    again.markComplete(19);
    await flushPromises();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('flushes on leaving with keepalive, and sends again after a failed save', async () => {
    const sent: [LessonProgressRequest, boolean][] = [];
    let fail = true;
    const onError = vi.fn();
    const saver = createProgressSaver({
      initialPosition: 0,
      initiallyCompleted: false,
      onError,
      send: (body, { keepalive }) => {
        sent.push([body, keepalive]);
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
    });
    saver.savePosition(12);
    await flushPromises();
    expect(onError).toHaveBeenCalledTimes(1);
    fail = false;
    // The failed position was not saved, so leaving sends it (with keepalive: the page may be closing).
    saver.flush(12.3);
    await flushPromises();
    expect(sent).toEqual([
      [{ position_seconds: 12 }, false],
      [{ position_seconds: 12 }, true],
    ]);
    saver.flush(12.9);
    saver.flush(Number.NaN);
    expect(sent).toHaveLength(2);
  });
});
