package org.gridpuzzle.adapter.cli.sat;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.CommandFamily;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.sat.ReachUseCase;
import org.gridpuzzle.application.port.in.sat.ReachUseCase.ReachResult;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "reach", mixinStandardHelpOptions = true,
        description = "Is the target reachable from the source on a grid map? Answered by a SAT solver.",
        footer = {"", "Map: '#' wall, '.' floor, 'S' source, 'T' target. Exit 0 reachable, 3 not reachable."})
public final class ReachCommand implements Callable<Integer>, CommandFamily {

    @Parameters(index = "0", paramLabel = "FILE", description = "The grid map.")
    Path map;

    @Option(names = "--from", paramLabel = "ROW,COL", converter = PositionConverter.class,
            description = "Source cell (0-based). Default: the map's S.")
    Position from;

    @Option(names = "--to", paramLabel = "ROW,COL", converter = PositionConverter.class,
            description = "Target cell (0-based). Default: the map's T.")
    Position to;

    @Option(names = "--encoding", paramLabel = "NAME", defaultValue = "path",
            description = "dag, path or tree. Default: ${DEFAULT-VALUE}.")
    String encoding;

    @Option(names = "--implied", description = "Add implied distance constraints (dag, tree): 'not reachable' "
            + "then follows by unit propagation instead of a hard search.")
    boolean implied;

    @Option(names = "--dimacs", paramLabel = "OUT", description = "Also write the CNF to OUT.")
    Path dimacs;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Mixin
    SatSolverOption solver;

    @Mixin
    LimitOptions limits;

    private final ReachUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public ReachCommand(ReachUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        EncodingKind kind;
        try {
            kind = EncodingKind.parse(encoding);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(null, "unknown encoding '" + encoding + "'; choose dag, path or tree");
        }
        ReachResult r = useCase.reach(new ReachUseCase.ReachCommand(map, from, to, kind, implied, solver.solver, dimacs,
                limits.limits(cancellation)));
        if (json) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("reachable", r.status() == SatStatus.SAT ? Boolean.TRUE : r.status() == SatStatus.UNSAT ? Boolean.FALSE : null);
            doc.put("status", r.status().name().toLowerCase(Locale.ROOT));
            doc.put("from", new int[] {r.from().row(), r.from().col()});
            doc.put("to", new int[] {r.to().row(), r.to().col()});
            doc.put("encoding", r.encoding().label());
            doc.put("variables", r.variables());
            doc.put("clauses", r.clauses());
            doc.put("solver", r.solver());
            doc.put("millis", r.nanos() / 1e6);
            r.path().ifPresent(p -> doc.put("path", p.stream().map(x -> new int[] {x.row(), x.col()}).toList()));
            if (r.encoding() == EncodingKind.TREE && r.status() == SatStatus.SAT) {
                doc.put("component", r.component().stream().map(x -> new int[] {x.row(), x.col()}).toList());
            }
            JsonOutput.print(terminal.out(), doc);
        } else {
            String answer = switch (r.status()) {
                case SAT -> "reachable: a path of " + r.path().orElseThrow().size() + " cells";
                case UNSAT -> "not reachable";
                case UNKNOWN -> "unknown: the solver stopped before an answer";
            };
            terminal.out().println(answer);
            if (r.status() == SatStatus.SAT) {
                terminal.out().print(draw(r));
                if (r.encoding() == EncodingKind.TREE) {
                    terminal.out().println("component of the source: " + r.component().size() + " cells ('o' and '*')");
                }
            }
            terminal.out().printf(Locale.ROOT, "%s encoding: %d variables, %d clauses; %s: %s in %.1f ms%n",
                    r.encoding().label(), r.variables(), r.clauses(), r.solver(), r.status(), r.nanos() / 1e6);
        }
        return r.status() == SatStatus.SAT ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }

    private static String draw(ReachResult r) {
        Set<Position> path = new HashSet<>(r.path().orElse(List.of()));
        Set<Position> component = r.encoding() == EncodingKind.TREE ? new HashSet<>(r.component()) : Set.of();
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < r.map().shape().rows(); row++) {
            for (int col = 0; col < r.map().shape().cols(); col++) {
                Position p = Position.of(row, col);
                char ch = !r.map().isOpen(p) ? '#' : p.equals(r.from()) ? 'S' : p.equals(r.to()) ? 'T'
                        : path.contains(p) ? '*' : component.contains(p) ? 'o' : '.';
                sb.append(ch);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
