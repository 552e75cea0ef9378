package org.gridpuzzle.application.service.suguru;

import org.gridpuzzle.domain.suguru.internal.GeneratorProgress;
import jakarta.inject.Inject;
import java.util.Locale;
import java.util.Optional;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruResult;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruUseCase;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.suguru.SaveSuguruPuzzlePort;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.internal.SolutionCounter;
import org.gridpuzzle.domain.suguru.internal.SuguruGenerator;

/** Generates, double-checks uniqueness with the counter, renders, and writes the file whole if asked. */
public final class GenerateSuguruService implements GenerateSuguruUseCase {

    private final SaveSuguruPuzzlePort output;
    private final ProgressPort progress;

    @Inject
    public GenerateSuguruService(SaveSuguruPuzzlePort output, ProgressPort progress) {
        this.output = output;
        this.progress = progress;
    }

    @Override
    public GenerateSuguruResult generate(GenerateSuguruCommand command) {
        long start = System.nanoTime();
        GenerateRequest r = command.request();
        progress.report("generate", r.rows() + "x" + r.cols() + ", regions up to " + r.maxRegion() + ", seed " + r.seed()
                + (r.minimal() ? ", minimal" : ""));
        long cells = (long) r.rows() * r.cols();
        if (cells > LARGE_CELLS) {
            progress.warn(r.rows() + "x" + r.cols() + " is " + cells + " cells: generation time grows with the cells (a"
                    + " 60x60 takes seconds, this may take hours); a time limit bounds it");
        }
        Where where = new Where(start);
        progress.status("generate", where::line);
        Optional<GeneratedSuguru> generated = SuguruGenerator.generate(r, command.limits(), where);
        if (generated.isEmpty()) {
            StopReason why = command.limits().cancelled().getAsBoolean() ? StopReason.CANCELLED : StopReason.TIME_LIMIT;
            return new GenerateSuguruResult(generated, "", System.nanoTime() - start, why);
        }
        GeneratedSuguru g = generated.get();
        if (!SolutionCounter.isUnique(g.puzzle())) {
            throw new IllegalStateException("the generator produced a puzzle without a unique solution (seed "
                    + r.seed() + ")");
        }
        String text = output.text(g.puzzle(), command.format(), command.output());
        if (command.output() != null) {
            output.save(command.output(), text, command.limits());
        }
        return new GenerateSuguruResult(generated, text, System.nanoTime() - start, null);
    }

    /** Above this many cells, generation warns that it takes long (measured: 60x60, 3,600 cells, about 15 s). */
    static final long LARGE_CELLS = 40_000;

    /** Where generation is, read by the status line while it runs. */
    private static final class Where implements GeneratorProgress {

        private final long start;
        private volatile String phase = "start";
        private volatile int done;
        private volatile int total;

        Where(long start) {
            this.start = start;
        }

        @Override
        public void at(String phase, int done, int total) {
            this.phase = phase;
            this.done = done;
            this.total = total;
        }

        String line() {
            int t = total;
            return String.format(Locale.ROOT, "%.0f s: %s%s", (System.nanoTime() - start) / 1e9, phase,
                    t > 0 && done > 0 ? String.format(Locale.ROOT, ", %d of %d cells (%.0f%%)", done, t, 100.0 * done / t)
                            : "");
        }
    }
}

