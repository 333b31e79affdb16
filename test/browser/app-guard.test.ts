/**
 * One tab per match (src/app/guard.ts): a second holder is refused while the first holds the
 * match, and may take it once released; the BroadcastChannel fallback behaves the same.
 */
import { expect } from '@open-wc/testing';
import { lockMatch, lockMatchByChannel } from '../../src/app/guard.ts';

describe('app tab guard', () => {
  it('refuses a second tab while the first holds the match (Web Locks)', async () => {
    const first = await lockMatch('guard-test-1');
    expect(first).to.not.equal(null);
    expect(await lockMatch('guard-test-1')).to.equal(null);
    const other = await lockMatch('guard-test-2');
    expect(other).to.not.equal(null);
    first!.release();
    await new Promise((r) => setTimeout(r, 20));
    const again = await lockMatch('guard-test-1');
    expect(again).to.not.equal(null);
    again!.release();
    other!.release();
  });

  it('refuses a second holder through the BroadcastChannel fallback', async () => {
    const first = await lockMatchByChannel('guard-test-3', 100);
    expect(first).to.not.equal(null);
    expect(await lockMatchByChannel('guard-test-3', 100)).to.equal(null);
    first!.release();
    const again = await lockMatchByChannel('guard-test-3', 100);
    expect(again).to.not.equal(null);
    again!.release();
  });
});
