package org.gridpuzzle.application.port.out.planning;

import org.gridpuzzle.domain.search.Limits;

/**
 * A planner outside the JVM (answer set programming, constraint programming) that writes its own model of a level
 * and decides a bound on the steps. Failures (a program missing from the PATH, a crash, output that makes no sense)
 * are thrown as {@link org.gridpuzzle.application.error.InvalidInputException}s naming the program; limits end in
 * an UNKNOWN answer.
 */
public interface SolvePlanningModelPort {

    ModelAnswer decide(ModelQuery query, Limits limits);
}
