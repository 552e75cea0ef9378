package org.gridpuzzle.adapter.file.suguru;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.adapter.file.AtomicFiles;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.adapter.file.PuzzleFormat;
import org.gridpuzzle.application.port.out.suguru.SuguruFilePort;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** {@link SuguruFilePort} over the format registry. */
public final class SuguruFileAdapter implements SuguruFilePort {

    static final String DEFAULT_FORMAT = "text";

    private final FormatRegistry registry;

    @Inject
    public SuguruFileAdapter(FormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public SuguruPuzzle loadPuzzle(Path file, String format) {
        return registry.read(SuguruPuzzle.class, file, format);
    }

    @Override
    public IntGrid loadGrid(Path file, String format) {
        return registry.read(IntGrid.class, file, format);
    }

    @Override
    public String render(SuguruPuzzle puzzle, String format, Path target) {
        PuzzleFormat<SuguruPuzzle> f = format == null && target == null
                ? registry.choose(SuguruPuzzle.class, "<output>", DEFAULT_FORMAT)
                : registry.choose(SuguruPuzzle.class, target == null ? "<output>" : target.toString(), format);
        return f.write(puzzle);
    }

    @Override
    public void writeAtomically(Path file, String text) {
        AtomicFiles.write(file, text);
    }

    @Override
    public List<Path> listPuzzles(Path folder) {
        List<String> extensions = registry.formats().stream().filter(f -> f.modelType() == SuguruPuzzle.class)
                .flatMap(f -> f.extensions().stream()).toList();
        try (var stream = java.nio.file.Files.list(folder)) {
            return stream.filter(p -> extensions.stream().anyMatch(e -> p.getFileName().toString().endsWith(e)))
                    .sorted(SuguruFileAdapter::naturalOrder).toList();
        } catch (java.io.IOException e) {
            throw new org.gridpuzzle.application.error.InvalidInputException(folder.toString(),
                    "cannot list the folder: " + e.getMessage());
        }
    }

    /** 2.in before 10.in: compare the leading numbers, then the names. */
    static int naturalOrder(Path a, Path b) {
        String x = a.getFileName().toString();
        String y = b.getFileName().toString();
        long nx = leadingNumber(x);
        long ny = leadingNumber(y);
        return nx != ny ? Long.compare(nx, ny) : x.compareTo(y);
    }

    private static long leadingNumber(String name) {
        int i = 0;
        while (i < name.length() && Character.isDigit(name.charAt(i)) && i < 18) {
            i++;
        }
        return i == 0 ? Long.MAX_VALUE : Long.parseLong(name.substring(0, i));
    }

    @Override
    public List<String> puzzleFormats() {
        return registry.formats().stream().filter(f -> f.modelType() == SuguruPuzzle.class).map(PuzzleFormat::name).toList();
    }
}
