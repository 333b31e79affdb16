/** Builds dist/ once before the e2e files run, when it is missing or older than its sources. */
import { ensureBuilt } from './harness.ts';

export default function setup(): void {
  ensureBuilt((line) => process.stderr.write(`${line}\n`));
}
