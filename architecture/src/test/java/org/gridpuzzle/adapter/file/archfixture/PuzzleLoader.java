package org.gridpuzzle.adapter.file.archfixture;

import java.nio.file.Path;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** Deliberately bad: a port implementation not named an adapter. */
public final class PuzzleLoader implements LoadSuguruPuzzlePort {

    @Override
    public SuguruPuzzle loadPuzzle(Path file, String format) {
        return null;
    }
}

