package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.Locale;
import org.gridpuzzle.adapter.cli.AnswerFiles;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.answer.FloodItAnswers;
import org.gridpuzzle.application.output.Output;
import java.util.concurrent.Callable;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.application.port.in.floodit.ReduceVertexCoverCommand;
import org.gridpuzzle.application.port.in.floodit.ReduceVertexCoverResult;
import org.gridpuzzle.application.port.in.floodit.ReduceVertexCoverUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "reduce-vc", mixinStandardHelpOptions = true,
        description = {"The Vertex-Cover board B_G of a graph: a cover of k vertices iff N + k moves.",
            "GRAPHFILE is DIMACS: 'p edge N M', then 'e U V' lines (vertices 1..N); 'c' lines are comments."})
public final class FloodItReduceVcCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "GRAPHFILE", description = "The graph G.")
    Path graph;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the board here (else to stdout):"
            + " a board file, or .svg/.png (drawn), .json.")
    Path output;

    private final ReduceVertexCoverUseCase useCase;
    private final Terminal terminal;
    private final AnswerFiles files;
    private final Answering answering;

    @Inject
    public FloodItReduceVcCommand(ReduceVertexCoverUseCase useCase, Terminal terminal, AnswerFiles files,
            Answering answering) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.files = files;
        this.answering = answering;
    }

    @Override
    public Integer call() {
        String name = output == null ? "" : output.toString().toLowerCase(Locale.ROOT);
        boolean other = name.endsWith(".svg") || name.endsWith(".png") || name.endsWith(".json");
        ReduceVertexCoverResult r = useCase.reduce(new ReduceVertexCoverCommand(answering.source(graph),
                other ? null : output, answering.saveLimits()));
        if (other) {
            files.save(output, () -> new Output.FloodItBoard(r.boardModel()), () -> FloodItAnswers.reduceVc(r),
                    answering.saveLimits());
            terminal.out().println(summaryOf(r));
            return ExitCodes.OK;
        }
        String summary = summaryOf(r);
        if (output == null) {
            terminal.out().print(r.board());
            terminal.err().println(summary);
        } else {
            terminal.out().println(summary);
        }
        return ExitCodes.OK;
    }

    private static String summaryOf(ReduceVertexCoverResult r) {
        return String.format(Locale.ROOT, "B_G: 2×%d, %d colours, from %d vertices and %d edges; a vertex cover"
                + " of k vertices iff it floods in %d + k moves%s", r.columns(), r.colours(), r.vertices(), r.edges(),
                r.baseMoves(), r.minimumCover() >= 0 ? " (least cover: " + r.minimumCover() + ", so "
                        + (r.baseMoves() + r.minimumCover()) + " moves)" : "");
    }
}

