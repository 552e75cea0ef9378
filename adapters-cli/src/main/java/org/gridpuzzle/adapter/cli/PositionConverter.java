package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.domain.grid.Position;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads a cell as {@code rROWcCOL}, counted from 1 as every caption counts ({@code r3c6}), or in the old form
 * {@code row,col} counted from 0 ({@code 2,5}), which scripts written before still use.
 */
public final class PositionConverter implements ITypeConverter<Position> {

    @Override
    public Position convert(String value) {
        try {
            Position labelled = Position.ofLabel(value.trim());
            if (labelled != null) {
                return labelled;
            }
        } catch (IllegalArgumentException e) {
            // row or column 0: reported below with the form to write
        }
        String[] parts = value.split(",");
        try {
            if (parts.length == 2) {
                int r = Integer.parseInt(parts[0].trim());
                int c = Integer.parseInt(parts[1].trim());
                if (r >= 0 && c >= 0) {
                    return Position.of(r, c);
                }
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new TypeConversionException("'" + value + "' is not a cell; write rROWcCOL counted from 1, e.g. r3c6");
    }
}

