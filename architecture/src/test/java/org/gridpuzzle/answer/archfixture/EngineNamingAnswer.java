package org.gridpuzzle.answer.archfixture;

import org.gridpuzzle.domain.sokoban.internal.SokobanBreadthFirst;

/** Deliberately bad: an answer naming a type nested in an engine, which changes whenever the engine does. */
public class EngineNamingAnswer {

    public String pushes(SokobanBreadthFirst.Plan plan) {
        return plan.pushes() + " pushes";
    }
}
