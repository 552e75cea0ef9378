package org.gridpuzzle.adapter.cli.suguru;

import java.util.LinkedHashMap;
import java.util.Map;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.CountSuguruResult;
import org.gridpuzzle.domain.suguru.CountOutcome;

/** The count, exact or a lower bound with what stopped it; exit 3 for none or when a limit stopped it. */
final class CountSuguruPresenter {

    private CountSuguruPresenter() {
    }

    static int present(Terminal terminal, CountSuguruResult result, long limit, boolean json) {
        CountOutcome out = result.outcome();
        boolean stoppedByLimit = out.stopReason() != null;
        if (json) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("count", out.count());
            doc.put("exact", out.complete());
            doc.put("unique", out.unique());
            doc.put("stopped", stoppedByLimit ? out.stopReason().description() : null);
            doc.put("millis", out.stats().millis());
            JsonOutput.print(terminal.out(), doc);
        } else if (out.complete()) {
            terminal.out().println(out.count() == 0 ? "no solution"
                    : out.count() == 1 ? "1 solution (unique)" : "exactly " + out.count() + " solutions");
        } else {
            terminal.out().println("at least " + out.count() + " solution" + (out.count() == 1 ? "" : "s") + " ("
                    + (stoppedByLimit ? out.stopReason().description() : "stopped at --limit " + limit) + ")");
        }
        return out.count() == 0 || stoppedByLimit ? ExitCodes.NO_SOLUTION : ExitCodes.OK;
    }
}

