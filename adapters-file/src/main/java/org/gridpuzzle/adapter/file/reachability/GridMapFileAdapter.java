package org.gridpuzzle.adapter.file.reachability;

import jakarta.inject.Inject;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.port.out.reachability.LoadGridMapPort;
import org.gridpuzzle.domain.reachability.MarkedGridMap;

/** Grid map files, whatever their extension. */
public final class GridMapFileAdapter implements LoadGridMapPort {

    private final FormatRegistry registry;

    @Inject
    public GridMapFileAdapter(FormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public MarkedGridMap loadMap(PuzzleSource source) {
        return registry.read(MarkedGridMap.class, source, "map");
    }
}

