package org.gridpuzzle.adapter.file.sat;

import jakarta.inject.Inject;
import java.nio.file.Path;
import org.gridpuzzle.adapter.file.AtomicFiles;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.port.out.sat.LoadCnfPort;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.domain.sat.Cnf;

/** DIMACS CNF files, whatever their extension. */
public final class CnfFileAdapter implements LoadCnfPort, SaveCnfPort {

    private final FormatRegistry registry;

    @Inject
    public CnfFileAdapter(FormatRegistry registry) {
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
}

