package org.gridpuzzle.adapter.file.dimacs;

import jakarta.inject.Inject;
import java.nio.file.Path;
import org.gridpuzzle.adapter.file.AtomicFiles;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.port.out.sat.SatFilePort;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.sat.Cnf;

/** {@link SatFilePort} over the registry: DIMACS files (any extension) and grid maps. */
public final class SatFileAdapter implements SatFilePort {

    private final FormatRegistry registry;

    @Inject
    public SatFileAdapter(FormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Cnf loadCnf(Path file) {
        return registry.read(Cnf.class, file, "dimacs");
    }

    @Override
    public void saveCnf(Path file, Cnf cnf) {
        AtomicFiles.write(file, registry.choose(Cnf.class, file.toString(), "dimacs").write(cnf));
    }

    @Override
    public MarkedGridMap loadMap(Path file) {
        return registry.read(MarkedGridMap.class, file, "map");
    }
}
