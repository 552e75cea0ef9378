package org.gridpuzzle.adapter.file.sat;

import jakarta.inject.Inject;
import org.gridpuzzle.application.input.PuzzleSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.adapter.file.OutputFiles;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.port.out.sat.LoadCnfPort;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.search.Limits;

/** DIMACS CNF files, whatever their extension. */
public final class CnfFileAdapter implements LoadCnfPort, SaveCnfPort {

    private final FormatRegistry registry;

    @Inject
    public CnfFileAdapter(FormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Cnf loadCnf(PuzzleSource source) {
        return registry.read(Cnf.class, source, "dimacs");
    }

    /** Creates the folder first: formula dumps go into a folder of their own, often a new one. */
    @Override
    public void saveCnf(Path file, Cnf cnf, Limits limits) {
        Path dir = file.toAbsolutePath().getParent();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new InvalidInputException(file.toString(), "cannot create the folder " + dir + ": " + e.getMessage());
        }
        OutputFiles.write(file, registry.choose(Cnf.class, file.toString(), "dimacs").write(cnf)
                .getBytes(StandardCharsets.UTF_8), limits);
    }
}

