package org.gridpuzzle.answer.archfixture;

import org.gridpuzzle.application.port.out.ProgressPort;

/** Deliberately bad: an answer document that reaches an outgoing port, as if it ran the use case itself. */
public record SolvingAnswer(String status) {

    public static SolvingAnswer of(ProgressPort progress) {
        progress.report("answer", "working");
        return new SolvingAnswer("solved");
    }
}
