package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import java.time.Duration;
import org.gridpuzzle.domain.planning.internal.PlanSearch;
import org.gridpuzzle.domain.search.Limits;

/**
 * Runs the Snowman search on an open n × n field, as {@code snowman solve --strategy search --memory SIZE} does, in a
 * JVM of its own started with a small heap by {@link SnowmanSearchMemoryTest}; prints how it ended.
 */
public final class SmallHeapSearch {

    private SmallHeapSearch() {
    }

    /** @param args the field's side, the process's memory in MiB, the time limit in milliseconds */
    public static void main(String[] args) {
        SnowmanLevel level = SnowmanTestLevels.openField(Integer.parseInt(args[0]));
        Limits limits = Limits.none().withTimeLimit(Duration.ofMillis(Long.parseLong(args[2])))
                .withProcessMemory(Long.parseLong(args[1]) << 20);
        PlanOutcome o = PlanSearch.run(new SnowmanEncoding(level),
                PlanOptions.of(PlanStrategy.SEARCH, null, 300, true), () -> {
                    throw new UnsupportedOperationException("no SAT here");
                }, limits, (phase, bound, status, nanos, variables, clauses) -> { });
        System.out.println("plan " + (o.moves() != null) + "; stopped " + o.stopped() + "; at least " + o.lowerBound());
    }
}
