// What the command line needs of the renderers, and no more: it passes a style in and prints
// what comes out. Every other type of L10nReporting stays out of its sight.
@_exported import enum L10nReporting.ColorMode
@_exported import struct L10nReporting.CommandOutput
@_exported import enum L10nReporting.OutputFormat
@_exported import struct L10nReporting.OutputStyle
@_exported import struct L10nReporting.Paint
@_exported import struct L10nReporting.Terminal
@_exported import struct L10nReporting.Warning
