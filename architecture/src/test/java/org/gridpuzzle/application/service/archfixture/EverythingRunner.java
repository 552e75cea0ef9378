package org.gridpuzzle.application.service.archfixture;

import org.gridpuzzle.application.port.in.suguru.SolveSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase;

/** Deliberately bad: a use-case implementation not named a service. */
public final class EverythingRunner implements SolveSuguruUseCase {

    @Override
    public SolveSuguruResult solve(SolveSuguruCommand command) {
        return null;
    }
}

