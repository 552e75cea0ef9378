package org.gridpuzzle.format.gridmap;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Optional;
import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.format.PuzzleFormat;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.MarkedGridMap;

/**
 * Grid maps for reachability: {@code #} wall; {@code .}, space, {@code -} or {@code _} floor ({@code *} and
 * {@code o}, which an answer draws on its path and component, are floor too); {@code S}
 * source and {@code T} target (both floor). Short rows are padded with wall; lines starting with
 * {@code ;} are comments.
 */
public final class GridMapFormat implements PuzzleFormat<MarkedGridMap> {

    @Override
    public String name() {
        return "map";
    }

    @Override
    public String genre() {
        return "GRID REACHABILITY";
    }

    @Override
    public String description() {
        return "grid map: '#' wall, '.' floor, 'S' source, 'T' target";
    }

    @Override
    public List<String> extensions() {
        return List.of(".map", ".txt");
    }

    @Override
    public Class<MarkedGridMap> modelType() {
        return MarkedGridMap.class;
    }

    @Override
    public MarkedGridMap read(String source, String text) {
        List<String> rows = new ArrayList<>();
        List<Integer> lineNumbers = new ArrayList<>();
        String[] lines = ControlCharacters.refuse(source, text).split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (l.startsWith(";") || l.isBlank() && rows.isEmpty()) {
                continue;
            }
            rows.add(l.stripTrailing());
            lineNumbers.add(i + 1);
        }
        while (!rows.isEmpty() && rows.get(rows.size() - 1).isEmpty()) {
            rows.remove(rows.size() - 1);
        }
        if (rows.isEmpty()) {
            throw new FormatException(source, 1, 1, "the file is empty; expected rows of '#' and '.'");
        }
        int cols = rows.stream().mapToInt(String::length).max().orElse(0);
        GridShape shape = GridShape.of(rows.size(), Math.max(1, cols));
        boolean[] open = new boolean[shape.size()];
        Position s = null;
        Position t = null;
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                switch (ch) {
                    case '#' -> open[shape.index(r, c)] = false;
                    case '.', ' ', '-', '_', '*', 'o' -> open[shape.index(r, c)] = true;
                    case 'S', 's', 'T', 't' -> {
                        open[shape.index(r, c)] = true;
                        boolean isSource = ch == 'S' || ch == 's';
                        if ((isSource ? s : t) != null) {
                            throw new FormatException(source, lineNumbers.get(r), c + 1, "a second '" + ch + "'");
                        }
                        if (isSource) {
                            s = Position.of(r, c);
                        } else {
                            t = Position.of(r, c);
                        }
                    }
                    default -> throw new FormatException(source, lineNumbers.get(r), c + 1,
                            "unknown character '" + ControlCharacters.printable(ch) + "' (use '#', '.', 'S', 'T')");
                }
            }
        }
        return new MarkedGridMap(new GridMap(shape, open), Optional.ofNullable(s), Optional.ofNullable(t));
    }

    /**
     * A map with an answer drawn on it: {@code *} on the path, {@code o} on other reached cells; reads back as the map.
     *
     * @param map the map
     * @param from the source, drawn {@code S}
     * @param to the target, drawn {@code T}
     * @param path the cells of the path
     * @param reached the cells reached
     * @return the drawing, one line per row
     */
    public static String draw(GridMap map, Position from, Position to, List<Position> path, List<Position> reached) {
        Set<Position> onPath = new HashSet<>(path);
        Set<Position> inComponent = new HashSet<>(reached);
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < map.shape().rows(); row++) {
            for (int col = 0; col < map.shape().cols(); col++) {
                Position p = Position.of(row, col);
                sb.append(!map.isOpen(p) ? '#' : p.equals(from) ? 'S' : p.equals(to) ? 'T' : onPath.contains(p) ? '*'
                        : inComponent.contains(p) ? 'o' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Override
    public String write(MarkedGridMap model) {
        GridMap map = model.map();
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < map.shape().rows(); r++) {
            for (int c = 0; c < map.shape().cols(); c++) {
                Position p = Position.of(r, c);
                sb.append(model.source().filter(p::equals).isPresent() ? 'S'
                        : model.target().filter(p::equals).isPresent() ? 'T' : map.isOpen(p) ? '.' : '#');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
