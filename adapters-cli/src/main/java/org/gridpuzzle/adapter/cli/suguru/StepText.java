package org.gridpuzzle.adapter.cli.suguru;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.gridpuzzle.adapter.cli.Cells;
import org.gridpuzzle.domain.suguru.HintStep;

/** How a hint step is shown: one line of text, or a JSON object. */
final class StepText {

    private StepText() {
    }

    static String line(HintStep step) {
        return "[" + step.technique().label() + "] " + step.explanation();
    }

    static Map<String, Object> json(HintStep step) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("technique", step.technique().name().toLowerCase(Locale.ROOT));
        m.put("placement", step.placement());
        m.put("cells", Cells.json(step.targets()));
        m.put("values", step.values());
        m.put("because", Cells.json(step.because()));
        m.put("text", step.explanation());
        return m;
    }
}

