package org.gridpuzzle.adapter.file.floodit;

import jakarta.inject.Inject;
import org.gridpuzzle.application.input.PuzzleSource;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.adapter.file.OutputFiles;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.port.out.floodit.LoadFloodItBoardPort;
import org.gridpuzzle.application.port.out.floodit.LoadGraphPort;
import org.gridpuzzle.application.port.out.floodit.SaveFloodItBoardPort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.SimpleGraph;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.format.floodit.BoardFormat;
import org.gridpuzzle.format.floodit.DimacsGraphFormat;

/** Flood-It boards (a board file, or a line of a set) and DIMACS graphs. */
public final class FloodItFileAdapter implements LoadFloodItBoardPort, SaveFloodItBoardPort, LoadGraphPort {

    private final FormatRegistry registry;

    @Inject
    public FloodItFileAdapter(FormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Board loadBoard(PuzzleSource source, Integer line) {
        if (line != null) {
            String text = FormatRegistry.readText(source);
            return FormatRegistry.parsing(() -> BoardFormat.readLine(source.name(), text, line));
        }
        return registry.read(Board.class, source, "board");
    }

    @Override
    public List<Board> loadBoards(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        String[] lines = text.split("\\r?\\n");
        List<Board> boards = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                int line = i + 1;
                boards.add(FormatRegistry.parsing(() -> BoardFormat.readLine(source.name(), text, line)));
            }
        }
        return boards;
    }

    @Override
    public SimpleGraph loadGraph(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        return FormatRegistry.parsing(() -> DimacsGraphFormat.parse(source.name(), text));
    }

    @Override
    public void save(Path file, Board board, Limits limits) {
        OutputFiles.write(file, text(board).getBytes(StandardCharsets.UTF_8), limits);
    }

    @Override
    public String text(Board board) {
        return new BoardFormat().write(board);
    }
}

