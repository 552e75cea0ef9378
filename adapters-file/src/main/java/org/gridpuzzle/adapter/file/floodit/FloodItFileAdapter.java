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
    public java.util.List<Board> loadSet(Path file) {
        String text = FormatRegistry.readText(file);
        String[] lines = text.split("\r?\n");
        java.util.List<Board> out = new java.util.ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                out.add(BoardFormat.readLine(file.toString(), text, i + 1));
            }
        }
        return out;
    }

    @Override
    public java.util.List<Integer> sequenceLengths(Path file) {
        return java.util.Arrays.stream(FormatRegistry.readText(file).split("\r?\n"))
                .filter(l -> !l.isBlank()).map(l -> l.strip().length()).toList();
    }

    @Override
    public org.gridpuzzle.domain.floodit.reduction.SimpleGraph loadGraph(Path file) {
        return DimacsGraphFormat.parse(file.toString(), FormatRegistry.readText(file));
    }

    @Override
    public void save(Path file, Board board) {
        org.gridpuzzle.adapter.file.AtomicFiles.write(file, render(board));
    }

    @Override
    public String render(Board board) {
        return new BoardFormat().write(board);
    }
}
