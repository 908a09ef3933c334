/**
 * The watchdog: a time budget for one extraction. The pipeline is synchronous, so nothing can
 * interrupt it from outside; instead the long loops (the segment walk, the assembly) ask
 * `expired()` as they go and stop early, and the pipeline returns what it has (Article.partial).
 */

/**
 * Reading the clock costs more than a loop step, so it is read once per this many checks: at
 * the walk's pace (a few million nodes a second) the overrun stays well under a millisecond.
 */
const CHECKS_PER_CLOCK_READ = 1024;

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export class Deadline {
  private readonly end: number;
  private countdown = CHECKS_PER_CLOCK_READ;
  /** Set once the budget ran out (and stays set: later stages see it without a clock read). */
  hit = false;

  /** `budgetMs` undefined, not finite or not positive: no deadline. */
  constructor(budgetMs?: number, start: number = now()) {
    this.end = budgetMs !== undefined && Number.isFinite(budgetMs) && budgetMs > 0 ? start + budgetMs : Infinity;
  }

  /** Cheap enough for an inner loop: reads the clock every CHECKS_PER_CLOCK_READ calls. */
  expired(): boolean {
    if (this.hit) return true;
    if (--this.countdown > 0) return false;
    this.countdown = CHECKS_PER_CLOCK_READ;
    return this.check();
  }

  /** Reads the clock now (between stages). */
  check(): boolean {
    if (!this.hit && this.end !== Infinity && now() >= this.end) this.hit = true;
    return this.hit;
  }
}

/** A deadline that never expires, shared by callers that set none. */
export const NO_DEADLINE: Readonly<Pick<Deadline, 'expired' | 'check' | 'hit'>> = new Deadline();
