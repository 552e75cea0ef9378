package org.gridpuzzle.adapter.cli.suguru;

import org.gridpuzzle.application.operation.Outcome;
import org.gridpuzzle.adapter.cli.TextAnswers;
import jakarta.inject.Inject;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.SatSolverOption;
import org.gridpuzzle.answer.SuguruAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.suguru.CountSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.CountSuguruUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import org.gridpuzzle.domain.search.Limits;

@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Count solutions up to a limit (--limit 2 decides uniqueness).")
public final class SuguruCountCommand extends AnsweringCommand implements TextAnswers {

    @Mixin
    PuzzleFileOptions input;

    @Mixin
    LimitOptions limits;

    @Option(names = "--limit", paramLabel = "N", description = "Stop counting at N solutions. Default: ${DEFAULT-VALUE}.")
    long limit;

    @Option(names = "--sat", description = "Count with the SAT encoding (blocking each solution found) instead of the"
            + " propagating search.")
    boolean useSat;

    @Mixin
    SatSolverOption sat;

    private final CountSuguruUseCase useCase;

    @Inject
    public SuguruCountCommand(CountSuguruUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    @Override
    protected CliAnswer answer() {
        Limits runLimits = answering.limits(limits);
        PuzzleSource source = answering.source(input.file, runLimits);
        SuguruAnswers.Count doc = SuguruAnswers.count(source, useCase.count(new CountSuguruCommand(source, input.format,
                limit, runLimits, useSat, sat.solver)), limit);
        String line = line(doc);
        return new CliAnswer(doc, t -> t.out().println(line), () -> new Output.Text(line + System.lineSeparator()),
                Outcome.of(doc.count() > 0 && doc.stopped() == null, null).exitCode());
    }

    /** The count in words, one line. */
    static String line(SuguruAnswers.Count doc) {
        if (doc.exact()) {
            return doc.count() == 0 ? "no solution" : doc.count() == 1 ? "1 solution (unique)"
                    : "exactly " + doc.count() + " solutions";
        }
        return "at least " + doc.count() + " solution" + (doc.count() == 1 ? "" : "s") + " ("
                + (doc.stopped() != null ? doc.stopped() : "stopped at --limit " + doc.limit()) + ")";
    }
}
