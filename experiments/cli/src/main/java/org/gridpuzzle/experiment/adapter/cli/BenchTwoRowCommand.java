package org.gridpuzzle.experiment.adapter.cli;

import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.DurationConverter;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkTwoRowCommand;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkTwoRowResult;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkTwoRowUseCase;
import org.gridpuzzle.experiment.port.in.floodit.TwoRowCell;
import org.gridpuzzle.experiment.port.in.floodit.TwoRowReach;
import org.gridpuzzle.experiment.port.in.floodit.TwoRowRow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "floodit-2xn", mixinStandardHelpOptions = true,
        description = {"The 2×n Free programme against exhaustive and general search as n grows.",
            "One random board per n and palette; a solver over the limit is not run on larger n."})
public final class BenchTwoRowCommand extends CancellableBenchmark {

    @Option(names = "--colours", split = ",", paramLabel = "C,...", defaultValue = "3,4,5,6",
            description = "Palettes. Default: ${DEFAULT-VALUE}.")
    List<Integer> colours;

    @Option(names = "--max-n", paramLabel = "N", defaultValue = "40", description = "Largest n. Default: ${DEFAULT-VALUE}.")
    int maxColumns;

    @Option(names = "--limit", paramLabel = "DURATION", defaultValue = "10s", converter = DurationConverter.class,
            description = "Time limit of one solve; a solver over it stops there. Default: ${DEFAULT-VALUE}.")
    Duration limit;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the random boards. Default: ${DEFAULT-VALUE}.")
    long seed;

    private final BenchmarkTwoRowUseCase useCase;

    @Inject
    public BenchTwoRowCommand(BenchmarkTwoRowUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        super(terminal, cancellation);
        this.useCase = useCase;
    }

    @Override
    protected int measure() {
        BenchmarkTwoRowResult r = useCase.run(new BenchmarkTwoRowCommand(colours, maxColumns, limit,
                seed, cancellation::isCancelled));
        var out = terminal.out();
        out.printf(Locale.ROOT, "Free Flood-It on random 2×n boards, limit %.0f s per solve, single-threaded:%n",
                limit.toMillis() / 1000.0);
        out.println("| colours | n | m | programme | peak heap | exhaustive | general search |");
        out.println("|---|---|---|---|---|---|---|");
        for (TwoRowRow row : r.rows()) {
            out.printf(Locale.ROOT, "| %d | %d | %s | %s | %d MiB | %s | %s |%n", row.colours(), row.columns(),
                    row.programme().overLimit() ? "-" : String.valueOf(row.programme().moves()), cell(row.programme()),
                    row.programmeHeapBytes() >> 20, cell(row.exhaustive()), cell(row.search()));
        }
        out.println();
        out.println("| colours | largest n: programme | exhaustive | general search | programme time ~ n^k |");
        out.println("|---|---|---|---|---|");
        for (TwoRowReach reach : r.reach()) {
            out.printf(Locale.ROOT, "| %d | %d | %d | %d | k = %.1f |%n", reach.colours(), reach.programme(),
                    reach.exhaustive(), reach.search(), reach.exponent());
        }
        return ExitCodes.OK;
    }

    private static String cell(TwoRowCell c) {
        if (c == null) {
            return "not run";
        }
        return c.overLimit() ? "over the limit" : String.format(Locale.ROOT, "%.1f ms", c.millis());
    }
}

