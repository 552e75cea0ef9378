package org.gridpuzzle.adapter.file.suguru;

import jakarta.inject.Inject;
import org.gridpuzzle.application.input.PuzzleSource;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.gridpuzzle.adapter.file.OutputFiles;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruGridPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.application.port.out.suguru.SaveSuguruPuzzlePort;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.format.PuzzleFormat;

/** Suguru puzzle and grid files over the format registry. */
public final class SuguruFileAdapter implements LoadSuguruPuzzlePort, LoadSuguruGridPort, SaveSuguruPuzzlePort {

    static final String DEFAULT_FORMAT = "text";

    private final FormatRegistry registry;

    @Inject
    public SuguruFileAdapter(FormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public SuguruPuzzle loadPuzzle(PuzzleSource source, String format) {
        return registry.read(SuguruPuzzle.class, source, format);
    }

    @Override
    public IntGrid loadGrid(PuzzleSource source, String format) {
        return registry.read(IntGrid.class, source, format);
    }

    @Override
    public String text(SuguruPuzzle puzzle, String format, Path target) {
        PuzzleFormat<SuguruPuzzle> f = format == null && target == null
                ? registry.choose(SuguruPuzzle.class, "<output>", DEFAULT_FORMAT)
                : registry.choose(SuguruPuzzle.class, target == null ? "<output>" : target.toString(), format);
        return f.write(puzzle);
    }

    @Override
    public void save(Path file, String text, Limits limits) {
        OutputFiles.write(file, text.getBytes(StandardCharsets.UTF_8), limits);
    }
}

