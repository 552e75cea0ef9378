package org.gridpuzzle.application.service.puzzle;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.application.port.in.puzzle.ListFormatsResult;
import org.gridpuzzle.application.port.in.puzzle.ListFormatsUseCase;
import org.gridpuzzle.application.port.out.format.FormatDescription;
import org.gridpuzzle.application.port.out.format.ListFormatsPort;

/**
 * The registry's formats, each genre's name once: a puzzle format and the grid format that reads the same files
 * (a Suguru's {@code text} for puzzles and for filled grids) are one entry, their descriptions side by side.
 */
public final class ListFormatsService implements ListFormatsUseCase {

    private final ListFormatsPort port;

    @Inject
    public ListFormatsService(ListFormatsPort port) {
        this.port = port;
    }

    @Override
    public ListFormatsResult formats() {
        Map<String, ListFormatsResult.Format> byName = new LinkedHashMap<>();
        for (FormatDescription f : port.formats()) {
            byName.merge(f.genre() + "/" + f.name(), new ListFormatsResult.Format(f.genre(), f.name(), f.extensions(),
                    f.description()), (a, b) -> new ListFormatsResult.Format(a.genre(), a.name(), union(a.extensions(),
                    b.extensions()), a.description() + "; also " + b.description()));
        }
        return new ListFormatsResult(new ArrayList<>(byName.values()));
    }

    private static List<String> union(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        b.stream().filter(e -> !all.contains(e)).forEach(all::add);
        return all;
    }
}
