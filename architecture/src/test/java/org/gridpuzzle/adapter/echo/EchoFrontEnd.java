package org.gridpuzzle.adapter.echo;

import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.puzzle.Genre;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleCommand;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleUseCase;

/** A trivial new front end, one package and nothing else: it reads a puzzle through its use case and says its size. */
public final class EchoFrontEnd {

    private final ReadPuzzleUseCase read;

    public EchoFrontEnd(ReadPuzzleUseCase read) {
        this.read = read;
    }

    public String echo(String name, String text) {
        return read.read(new ReadPuzzleCommand(Genre.SUGURU, PuzzleSource.text(name, text), null, null, null))
                .toString();
    }
}
