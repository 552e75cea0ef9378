package org.gridpuzzle.adapter.cli.suguru;

import java.nio.file.Path;
import org.gridpuzzle.application.input.StandardInput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridpuzzle.adapter.cli.Cells;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruResult;
import org.gridpuzzle.domain.suguru.Violation;

/** "valid", or every broken rule on its own line (JSON: with its kind and cells); exit 3 when any. */
final class VerifySuguruPresenter {

    private VerifySuguruPresenter() {
    }

    static Map<String, Object> json(VerifySuguruResult result) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("valid", result.valid());
        List<Map<String, Object>> problems = new ArrayList<>();
        for (Violation v : result.violations()) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("kind", v.kind().name().toLowerCase(Locale.ROOT));
            p.put("cells", Cells.json(v.cells()));
            p.put("message", v.message());
            problems.add(p);
        }
        doc.put("violations", problems);
        return doc;
    }

    /** The grid on its puzzle with every broken rule's cells marked. */
    static Output answer(VerifySuguruResult result) {
        return new Output.SuguruGrid(result.puzzle(), result.grid(), result.violations());
    }

    static int present(Terminal terminal, VerifySuguruResult result, Path puzzle, Path solution, boolean json) {
        if (json) {
            JsonOutput.print(terminal.out(), json(result));
        } else if (result.valid()) {
            terminal.out().println("valid: " + StandardInput.name(solution) + " solves " + StandardInput.name(puzzle));
        } else {
            terminal.out().println("invalid: " + result.violations().size() + " problem"
                    + (result.violations().size() == 1 ? "" : "s"));
            for (Violation v : result.violations()) {
                terminal.out().println("  " + v.message());
            }
        }
        return result.valid() ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }
}

