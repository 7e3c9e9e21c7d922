import path from 'node:path';
import { type BrotliOptions, constants as zlib } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

// The project folder: where npm runs webpack, and so webpack's own context. Not __dirname: Node 24
// loads this file as an ES module itself (it strips the types), where __dirname does not exist.
const ROOT = process.cwd();

const API_PORT = Number(process.env.API_PORT ?? 8080);

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    // The browsers we support all run ES2022: webpack's own wrappers and runtime need not be ES5.
    target: ['web', 'es2022'],
    output: {
      path: path.join(ROOT, 'dist'),
      filename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports only its development build; the production one is smaller.
      alias: production ? { 'react-router$': path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs') } : {},
    },
    // No source maps in production: they would hand anyone the whole source, backoffice included.
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: !production } } },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer', inject: 'head' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash].css' : 'assets/[name].css',
      }),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }] }),
      ...(production
        ? [
            new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|svg|json)$/, threshold: 1024 }),
            new CompressionPlugin<BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|svg|json)$/,
              compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      static: false,
      proxy: [{ context: ['/api', '/auth', '/socket.io', '/health'], target: `http://localhost:${API_PORT}`, ws: true }],
    },
  };
};
