package org.gridpuzzle.adapter.file.reachability;

import jakarta.inject.Inject;
import java.nio.file.Path;
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
    public MarkedGridMap loadMap(Path file) {
        return registry.read(MarkedGridMap.class, file, "map");
    }
}

