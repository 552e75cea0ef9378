package org.gridpuzzle.domain.search.internal;

import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.MemoryBudget;
import org.gridpuzzle.domain.search.Limits;

/**
 * The memory a growing structure has taken so far, against the {@link MemoryBudget} read when it was opened:
 * a search's tables charge each allocation here before they make it, so a search that fills its budget stops
 * with {@link MemoryBudgetException} instead of an {@link OutOfMemoryError} halfway through a growth.
 */
public final class MemoryAccount {

    private final String what;
    private final long limit;
    private long used;

    private MemoryAccount(String what, long limit) {
        this.what = what;
        this.limit = limit;
    }

    /** An account against the limits' memory; {@code what} names the structure in the refusal. */
    public static MemoryAccount open(String what, Limits limits) {
        return new MemoryAccount(what, limits.memory());
    }

    /** An account against {@code limit} bytes (a search's own budget, see {@link Limits#memoryOr}). */
    public static MemoryAccount open(String what, long limit) {
        return new MemoryAccount(what, limit);
    }

    /** Charges {@code bytes} about to be allocated; throws when the total would pass the budget. */
    public void take(long bytes) {
        if (bytes > limit - used) {
            throw new MemoryBudgetException(what, used + bytes, limit);
        }
        used += bytes;
    }

    /** Credits memory given back (a drained buffer dropped). */
    public void give(long bytes) {
        used = Math.max(0, used - bytes);
    }

    /** The budget this account charges against, in bytes. */
    public long limit() {
        return limit;
    }

    public long used() {
        return used;
    }
}
