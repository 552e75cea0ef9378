package org.gridpuzzle.adapter.file.archfixture;

import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** Deliberately bad: a port implementation not named an adapter. */
public final class PuzzleLoader implements LoadSuguruPuzzlePort {

    @Override
    public SuguruPuzzle loadPuzzle(PuzzleSource source, String format) {
        return null;
    }
}

