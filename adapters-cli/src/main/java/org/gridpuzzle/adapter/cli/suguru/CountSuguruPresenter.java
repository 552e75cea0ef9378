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

    static Map<String, Object> json(CountSuguruResult result) {
        CountOutcome out = result.outcome();
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("count", out.count());
        doc.put("exact", out.complete());
        doc.put("unique", out.unique());
        doc.put("stopped", out.stopReason() != null ? out.stopReason().description() : null);
        doc.put("millis", out.stats().millis());
        return doc;
    }

    /** The count in words, one line. */
    static String line(CountSuguruResult result, long limit) {
        CountOutcome out = result.outcome();
        if (out.complete()) {
            return out.count() == 0 ? "no solution" : out.count() == 1 ? "1 solution (unique)"
                    : "exactly " + out.count() + " solutions";
        }
        return "at least " + out.count() + " solution" + (out.count() == 1 ? "" : "s") + " ("
                + (out.stopReason() != null ? out.stopReason().description() : "stopped at --limit " + limit) + ")";
    }

    static int present(Terminal terminal, CountSuguruResult result, long limit, boolean json) {
        CountOutcome out = result.outcome();
        if (json) {
            JsonOutput.print(terminal.out(), json(result));
        } else {
            terminal.out().println(line(result, limit));
        }
        return out.count() == 0 || out.stopReason() != null ? ExitCodes.NO_SOLUTION : ExitCodes.OK;
    }
}

