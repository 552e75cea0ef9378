package org.gridpuzzle.adapter.cli.reachability;

import org.gridpuzzle.application.operation.Outcome;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.answer.AnswerPictures;
import org.gridpuzzle.answer.ReachAnswers;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityResult;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatStatus;

/** The answer, the map with the path ('*') and the tree's component ('o'), the formula's size. */
final class ReachabilityPresenter {

    private ReachabilityPresenter() {
    }

    static CliAnswer answer(CheckReachabilityResult r, ReachAnswers.Solve doc) {
        return new CliAnswer(doc, t -> print(t, r),
                () -> AnswerPictures.reach(r),
                Outcome.of(r.status() == SatStatus.SAT, null).exitCode());
    }

    private static void print(Terminal terminal, CheckReachabilityResult r) {
        String answer = switch (r.status()) {
            case SAT -> "reachable: a path of " + r.path().orElseThrow().size() + " cells";
            case UNSAT -> "not reachable";
            case UNKNOWN -> "unknown: stopped before an answer (time limit or Ctrl-C)";
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

    private static String draw(CheckReachabilityResult r) {
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
