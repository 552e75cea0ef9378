package org.gridpuzzle.application.service.suguru;

import jakarta.inject.Inject;
import java.util.Optional;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruResult;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruUseCase;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.suguru.SaveSuguruPuzzlePort;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.SolutionCounter;
import org.gridpuzzle.domain.suguru.SuguruGenerator;

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
        SuguruGenerator.Request r = command.request();
        progress.report("generate", r.rows() + "x" + r.cols() + ", regions up to " + r.maxRegion() + ", seed " + r.seed()
                + (r.minimal() ? ", minimal" : ""));
        Optional<GeneratedSuguru> generated = SuguruGenerator.generate(r, command.limits());
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
            output.save(command.output(), text);
        }
        return new GenerateSuguruResult(generated, text, System.nanoTime() - start, null);
    }
}

