package org.gridpuzzle.adapter.cli.planning;

import java.util.Locale;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.planning.CheckPlanResult;

/** A plan check the same way for both games: exit 0 solved, 3 otherwise with the position reached. */
final class PlanCheckPresenter {

    private PlanCheckPresenter() {
    }

    static int present(Terminal terminal, CheckPlanResult r, String objectMoves) {
        var out = terminal.out();
        if (r.solved()) {
            out.printf(Locale.ROOT, "%s: solved in %d moves (%d %s)%n", r.title(), r.moves(), r.objectMoves(), objectMoves);
            return ExitCodes.OK;
        }
        if (r.error() != null) {
            out.printf(Locale.ROOT, "%s: invalid at move %d: %s%n", r.title(), r.failedAt(), r.error());
        } else {
            out.printf(Locale.ROOT, "%s: not solved after %d moves: %s%n", r.title(), r.moves(), r.left());
        }
        out.print(r.after());
        return ExitCodes.NO_SOLUTION;
    }
}

