package org.gridpuzzle.application.port.in.planning;

/** Replays a LURD plan on a Sokoban or Snowman level: solved, not solved (what is left), or where it fails. */
public interface CheckPlanUseCase {

    CheckPlanResult check(CheckPlanCommand command);
}

