package org.gridpuzzle.experiment.service.experiment;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.InvalidParameterException;
import org.gridpuzzle.experiment.port.out.data.ListSuguruInstancesPort;
import org.gridpuzzle.experiment.port.out.data.LoadFloodItSetPort;
import org.gridpuzzle.experiment.port.out.data.LoadSnowmanSuitePort;
import org.gridpuzzle.experiment.port.out.data.LocateBenchmarkDataPort;
import org.gridpuzzle.experiment.port.out.data.SuguruInstance;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.application.port.out.reachability.LoadGridMapPort;
import org.gridpuzzle.experiment.model.ExperimentGenre;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * The instances of a set named on the command line: {@code NAME} (every instance) or {@code NAME:A-B}, {@code NAME:K}
 * or a list of them ({@code NAME:3,7,10-12}; positions, 1-based, inclusive). A name is a folder of
 * {@code shared/data/<genre>} ({@code paper230}, {@code large}, {@code microban}, {@code xsokoban90}, {@code pc19}...,
 * and {@code snowman} for the Snowman levels), a folder path (a folder of {@code .map} files for reachability, such as
 * {@code examples/reach}), or for Sokoban a collection file (XSB, .sok, SLC), the set then named by its file name.
 */
final class ExperimentSets {

    private final LocateBenchmarkDataPort data;
    private final ListSuguruInstancesPort suguru;
    private final LoadSokobanLevelsPort sokoban;
    private final LoadSnowmanSuitePort snowman;
    private final LoadSnowmanLevelPort snowmanLevel;
    private final LoadFloodItSetPort floodIt;
    private final LoadGridMapPort maps;

    ExperimentSets(LocateBenchmarkDataPort data, ListSuguruInstancesPort suguru, LoadSokobanLevelsPort sokoban,
            LoadSnowmanSuitePort snowman, LoadSnowmanLevelPort snowmanLevel, LoadFloodItSetPort floodIt,
            LoadGridMapPort maps) {
        this.maps = maps;
        this.data = data;
        this.suguru = suguru;
        this.sokoban = sokoban;
        this.snowman = snowman;
        this.snowmanLevel = snowmanLevel;
        this.floodIt = floodIt;
    }

    /** The set's instances, for the genres that the experiment's configurations have. */
    List<SetInstance> instances(String spec, List<ExperimentGenre> genres) {
        String[] parts = splitSpec(spec.trim());
        String name = parts[0].trim();
        for (ExperimentGenre genre : genres) {
            List<SetInstance> all = null;
            if (genre == ExperimentGenre.SOKOBAN && java.nio.file.Files.isRegularFile(Path.of(name))) {
                Path file = Path.of(name);
                all = sokobanLevels(setNameOfFile(file.getFileName().toString()), file);
            } else {
                Optional<Path> folder = folder(genre, name);
                if (folder.isPresent()) {
                    all = list(genre, name, folder.get());
                }
            }
            if (all != null) {
                return parts.length == 2 ? pick(spec, parts[1].trim(), all) : all;
            }
        }
        List<String> words = genres.stream().map(ExperimentGenre::word).toList();
        throw new InvalidParameterException("set", spec, "no such set: no shared/data/{" + String.join(",", words) + "}/"
                + name + " in the working folder (" + Path.of("").toAbsolutePath() + ") or above it, and no such folder"
                + " or collection file (the configurations' genres are " + String.join(", ", words) + ")");
    }

    /** The set a job names ({@link SetInstance#set()}) comes from this one given on the command line. */
    static boolean names(String given, String jobSet, String jobFile) {
        String name = splitSpec(given.trim())[0].trim();
        if (name.equals(jobSet)) {
            return true;
        }
        // a collection file is named by its file name without the extension
        int slash = name.lastIndexOf('/');
        String file = name.substring(slash + 1);
        return !file.isEmpty() && setNameOfFile(file).equals(jobSet) && jobFile.endsWith("/" + file);
    }

    /** What {@code given} names, its positions left out: the set a command runs again with other positions. */
    static String nameOf(String given) {
        return splitSpec(given.trim())[0].trim();
    }

    private static String setNameOfFile(String fileName) {
        return fileName.replaceFirst("\\.[^.]*$", "");
    }

    /** NAME and the positions after its last ':' (a path may hold ':' of its own only before a '/'). */
    private static String[] splitSpec(String spec) {
        int colon = spec.lastIndexOf(':');
        if (colon < 0 || spec.indexOf('/', colon) >= 0 || !spec.substring(colon + 1).trim().matches("[0-9 ,-]+")) {
            return new String[] {spec};
        }
        return new String[] {spec.substring(0, colon), spec.substring(colon + 1)};
    }

    /** The positions {@code A-B}, {@code K} or a list of them ({@code 3,7,10-12}), 1-based, in the set's order. */
    private static List<SetInstance> pick(String spec, String text, List<SetInstance> all) {
        java.util.TreeSet<Integer> positions = new java.util.TreeSet<>();
        for (String part : text.split(",")) {
            int[] r = range(spec, part.trim());
            if (r[1] > all.size()) {
                throw new InvalidParameterException("set", spec, "the set has " + all.size() + " instances");
            }
            for (int p = r[0]; p <= r[1]; p++) {
                positions.add(p);
            }
        }
        List<SetInstance> out = new ArrayList<>();
        for (int p : positions) {
            out.add(all.get(p - 1));
        }
        return out;
    }

    private static int[] range(String spec, String text) {
        String[] ends = text.split("-", 2);
        try {
            int from = Integer.parseInt(ends[0].trim());
            int to = ends.length == 2 ? Integer.parseInt(ends[1].trim()) : from;
            if (from >= 1 && to >= from) {
                return new int[] {from, to};
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new InvalidParameterException("set", spec, "'" + text + "' is not a range A-B of positions (1-based)");
    }

    private Optional<Path> folder(ExperimentGenre genre, String name) {
        if (genre == ExperimentGenre.SNOWMAN && name.equals("snowman")) {
            return data.find("snowman");
        }
        Path direct = Path.of(name);
        if (name.contains("/") && java.nio.file.Files.isDirectory(direct)) {
            return Optional.of(direct);
        }
        return data.find(genre.word() + "/" + name);
    }

    private List<SetInstance> list(ExperimentGenre genre, String set, Path folder) {
        List<SetInstance> out = new ArrayList<>();
        switch (genre) {
            case SUGURU: {
                List<SuguruInstance> all = suguru.listSuguruInstances(folder);
                for (int i = 0; i < all.size(); i++) {
                    SuguruInstance s = all.get(i);
                    String name = s.name().replaceFirst("\\.[^.]*$", "");
                    String content = s.puzzle().givens() + "|" + regions(s.puzzle().regions());
                    out.add(new SetInstance(genre, set, name, i, absolute(folder.resolve(s.name())), 0, hash(content)));
                }
                break;
            }
            case SOKOBAN:
                return sokobanFolder(set, folder);
            case SNOWMAN: {
                List<Path> levels = snowman.loadSnowmanSuite(folder).levels();
                for (int i = 0; i < levels.size(); i++) {
                    Path file = levels.get(i);
                    SnowmanLevel l = snowmanLevel.loadSnowmanLevel(PuzzleSource.file(file));
                    String name = file.getFileName().toString().replaceFirst("\\.lvl$", "");
                    out.add(new SetInstance(genre, set, name, i, absolute(file), 0, hash(l.draw(l.start()))));
                }
                break;
            }
            case REACH: {
                List<Path> files = data.listFiles(folder, ".map");
                for (int i = 0; i < files.size(); i++) {
                    Path file = files.get(i);
                    MarkedGridMap m = maps.loadMap(PuzzleSource.file(file));
                    StringBuilder content = new StringBuilder(m.map().shape() + " " + m.source() + " " + m.target() + " ");
                    for (int cell = 0; cell < m.map().shape().size(); cell++) {
                        content.append(m.map().isOpen(m.map().shape().position(cell)) ? '.' : '#');
                    }
                    String name = file.getFileName().toString().replaceFirst("\\.map$", "");
                    out.add(new SetInstance(genre, set, name, i, absolute(file), 0, hash(content.toString())));
                }
                break;
            }
            default: {
                List<Board> boards = floodIt.loadFloodItSet(folder).boards();
                for (int i = 0; i < boards.size(); i++) {
                    out.add(new SetInstance(genre, set, Integer.toString(i + 1), i, absolute(folder), i + 1,
                            hash(boards.get(i).colours().toString())));
                }
            }
        }
        return out;
    }

    /**
     * A Sokoban set's folder: its levels.xsb (shared/data's layout), else its .xsb, .sok, .slc and .txt files, one
     * after another, each level named FILE:N when there are several files.
     */
    private List<SetInstance> sokobanFolder(String set, Path folder) {
        Path levels = folder.resolve("levels.xsb");
        if (java.nio.file.Files.isRegularFile(levels)) {
            return sokobanLevels(set, levels);
        }
        List<Path> files = new ArrayList<>();
        for (String extension : List.of(".xsb", ".sok", ".slc", ".txt")) {
            files.addAll(data.listFiles(folder, extension));
        }
        if (files.isEmpty()) {
            boolean snowmen = !data.listFiles(folder, ".lvl").isEmpty();
            throw new InvalidParameterException("set", set, folder + " holds no Sokoban collection (levels.xsb, or .xsb,"
                    + " .sok, .slc or .txt files)" + (snowmen
                    ? "; its .lvl files are Snowman levels: run them with a snowman configuration" : ""));
        }
        List<SetInstance> out = new ArrayList<>();
        for (Path file : files) {
            String stem = setNameOfFile(file.getFileName().toString());
            for (SetInstance level : sokobanLevels(set, file)) {
                // positions run on across the files; a level's part stays its number in its own file
                out.add(new SetInstance(level.genre(), set, files.size() == 1 ? level.name() : stem + ":" + level.name(),
                        out.size(), level.file(), level.part(), level.hash()));
            }
        }
        return out;
    }

    /** The levels of a collection file (XSB, .sok, SLC), named by their positions. */
    private List<SetInstance> sokobanLevels(String set, Path file) {
        List<SetInstance> out = new ArrayList<>();
        List<Supplier<SokobanLevel>> levels = sokoban.sokobanLevelsOneByOne(PuzzleSource.file(file));
        for (int i = 0; i < levels.size(); i++) {
            String content;
            try {
                SokobanLevel l = levels.get(i).get();
                content = l.draw(l.start());
            } catch (InvalidInputException broken) {
                // a broken level is still a job: its process refuses it, and the run records that row and goes on
                content = "broken: " + broken.getMessage();
            }
            out.add(new SetInstance(ExperimentGenre.SOKOBAN, set, Integer.toString(i + 1), i, absolute(file), i + 1,
                    hash(content)));
        }
        return out;
    }

    /** A job's process, or a worker on another machine, reads the file at this path. */
    private static String absolute(Path p) {
        return p.toAbsolutePath().normalize().toString();
    }

    private static String regions(org.gridpuzzle.domain.grid.RegionMap map) {
        StringBuilder sb = new StringBuilder();
        for (int cell = 0; cell < map.shape().size(); cell++) {
            sb.append(map.regionOf(cell)).append(' ');
        }
        return sb.toString();
    }

    static String hash(String content) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(content.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(Arrays.copyOf(d, 8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
