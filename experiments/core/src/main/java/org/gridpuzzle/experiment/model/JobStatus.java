package org.gridpuzzle.experiment.model;

import java.util.Locale;

/** How a job ended, as the results database stores it. */
public enum JobStatus {
    /** An answer, verified, without a proof of optimality. */
    SOLVED,
    /** An answer, verified, and proved optimal (a Suguru solution is optimal when it is found). */
    OPTIMAL,
    /** Proved to have no answer (within the configuration's own bound, for one that decides a bound). */
    UNSAT,
    /** The configuration gave up without an answer before the limit (a step cap, a solver's "unknown"). */
    UNKNOWN,
    /** Killed, or stopped itself, at the wall limit. */
    TIMEOUT,
    /** Ran out of its memory (heap limit or a table refused by the budget). */
    MEMOUT,
    /** The job's process failed: an exit without an answer, a signal, an error message. */
    CRASH,
    /** An answer that the verifier (or the replay of a plan) refused. */
    WRONG_ANSWER;

    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The database's word for it. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static JobStatus ofKey(String key) {
        return valueOf(key.toUpperCase(Locale.ROOT));
    }

    public boolean solved() {
        return this == SOLVED || this == OPTIMAL;
    }

    /** Solved or refuted: the job decided its question. */
    public boolean decided() {
        return solved() || this == UNSAT;
    }
}
