package org.gridpuzzle.adapter.file.floodit;

import jakarta.inject.Inject;
import java.nio.file.Path;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.port.out.floodit.FloodItFilePort;
import org.gridpuzzle.domain.floodit.Board;

/** {@link FloodItFilePort} over the board format. */
public final class FloodItFileAdapter implements FloodItFilePort {

    private final FormatRegistry registry;

    @Inject
    public FloodItFileAdapter(FormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Board load(Path file, Integer line) {
        if (line != null) {
            return BoardFormat.readLine(file.toString(), FormatRegistry.readText(file), line);
        }
        return registry.read(Board.class, file, "board");
    }

    @Override
    public String render(Board board) {
        return new BoardFormat().write(board);
    }
}
